import type { StoryLength } from '~/core/stories/story-lengths';

// Hand-written demo stories: real readable English built around words of the demo dictionary (the
// curated multilingual concepts). The seed gives a learner a story only when at least three of its
// words are in that learner's words, stored with those words' ids and generator null (written by
// hand, neither AI nor templates); `actualWordCount` is counted from the text by createStory.
// Learners' own stories come from POST /api/me/stories (the AI endpoint or the template composer).

export type DemoStory = { title: string; length: StoryLength; words: string[]; text: string };

export const demoStories: DemoStory[] = [
  {
    title: 'The Key Under the Tree',
    length: 'Very Short',
    words: ['key', 'tree', 'house', 'dog', 'window'],
    text: `Lena lost the key to her house on a windy day. She looked in her bag, in her coat and under the mat by the door. Her dog sat under the old tree in the garden and would not move. When Lena knelt beside him, she saw something shining in the grass between the roots. It was the key. She laughed, opened the door, and the dog ran inside first. From the kitchen window she watched the tree move in the wind and decided it was a good place to keep a spare key.`,
  },
  {
    title: 'Bread for the Neighbours',
    length: 'Very Short',
    words: ['bread', 'friend', 'family', 'water', 'day'],
    text: `Every Saturday, Tomás bakes bread for his family. He mixes flour, warm water, salt and a little yeast, and he waits while the dough grows slowly under a cloth. This week he made two extra loaves. One went to his friend Ana, who had just moved into the flat upstairs; the other went to the old man across the street, who lives alone. By the end of the day, three kitchens smelled the same. Ana came down with a jar of jam, and the old man told Tomás how his own mother used to bake.`,
  },
  {
    title: 'A Journey Across the Bridge',
    length: 'Very Short',
    words: ['journey', 'bridge', 'city', 'sun', 'night', 'weather'],
    text: `The journey to the city took four hours by bus. Maya watched the fields pass and the weather change from grey rain to bright sun. Just before evening the bus crossed a long stone bridge over the river, and the whole city appeared at once: towers, markets, and thousands of windows catching the light. She had planned to arrive before night, and she did, with a little time to spare. She found a small hotel near the river, opened her notebook, and wrote one line about the bridge before she fell asleep.`,
  },
  {
    title: 'The Cat Who Went to School',
    length: 'Very Short',
    words: ['cat', 'school', 'book', 'time', 'window'],
    text: `One morning a grey cat followed Sam all the way to school. It waited by the gate, then slipped inside when the bell rang. During the reading lesson, the teacher noticed it asleep on a pile of books under the window. The children laughed, and for a while nobody could think about anything else. At lunch time the cat ate a piece of Sam's sandwich and left the way it came. The next day Sam wrote a short book about it, with pictures, and the teacher put it on the class shelf.`,
  },
  {
    title: 'Good Advice',
    length: 'Very Short',
    words: ['advice', 'work', 'health', 'memory', 'friend', 'time'],
    text: `When Priya started her first job, she worked late every night and forgot to eat properly. Her health began to suffer, and even her memory was not as sharp as before. An older friend at work gave her some simple advice: stop at six, walk home instead of taking the bus, and keep one evening a week free for something she loved. Priya thought it would waste time. After a month she was sleeping better, finishing her work faster, and she had started painting again on Thursday evenings.`,
  },
  {
    title: 'Apples in the Rain',
    length: 'Very Short',
    words: ['apple', 'tree', 'water', 'family', 'sun', 'day'],
    text: `In late September the whole family went to pick apples from the tree behind their grandmother's house. The morning sun did not last; by noon it was raining, and water ran down their sleeves. Nobody wanted to stop. They filled two baskets, then a bucket, then the pockets of every coat. Back inside, their grandmother made a pie, and the children dried their hair by the stove. It was the wettest day of the year, and for years afterwards it was the one they all remembered best.`,
  },
];
