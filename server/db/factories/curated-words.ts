import type { Difficulty, Frequency } from '~/core/words';

// A small real multilingual vocabulary for the demo dictionary: each row is one concept with its word
// in en, es, fr, de, it, pt, so every demo word has true translations into the five other languages.
// Columns: en | es | fr | de | it | pt | part of speech | difficulty | frequency | English gloss.
const rows = `
house|casa|maison|Haus|casa|casa|noun|beginner|high|a building where people live
water|agua|eau|Wasser|acqua|água|noun|beginner|high|the clear liquid that falls as rain and fills rivers
bread|pan|pain|Brot|pane|pão|noun|beginner|high|a food made of flour, water and yeast, baked
friend|amigo|ami|Freund|amico|amigo|noun|beginner|high|a person you know well and like
book|libro|livre|Buch|libro|livro|noun|beginner|high|a set of printed pages bound together
city|ciudad|ville|Stadt|città|cidade|noun|beginner|high|a large town
day|día|jour|Tag|giorno|dia|noun|beginner|high|a period of twenty-four hours
night|noche|nuit|Nacht|notte|noite|noun|beginner|high|the time when it is dark
dog|perro|chien|Hund|cane|cão|noun|beginner|high|a common animal kept as a pet or for work
cat|gato|chat|Katze|gatto|gato|noun|beginner|high|a small furry animal kept as a pet
school|escuela|école|Schule|scuola|escola|noun|beginner|high|a place where children learn
family|familia|famille|Familie|famiglia|família|noun|beginner|high|parents and their children
time|tiempo|temps|Zeit|tempo|tempo|noun|beginner|high|what is measured in minutes, hours and days
work|trabajo|travail|Arbeit|lavoro|trabalho|noun|beginner|high|activity done to earn money
sun|sol|soleil|Sonne|sole|sol|noun|beginner|high|the star that gives the earth light and heat
tree|árbol|arbre|Baum|albero|árvore|noun|beginner|medium|a tall plant with a wooden trunk
window|ventana|fenêtre|Fenster|finestra|janela|noun|beginner|medium|an opening in a wall to let in light
key|llave|clé|Schlüssel|chiave|chave|noun|beginner|medium|a piece of metal that opens a lock
apple|manzana|pomme|Apfel|mela|maçã|noun|beginner|medium|a round fruit with red or green skin
bridge|puente|pont|Brücke|ponte|ponte|noun|intermediate|medium|a structure that crosses a river or road
knowledge|conocimiento|connaissance|Wissen|conoscenza|conhecimento|noun|intermediate|medium|what a person knows from learning or experience
journey|viaje|voyage|Reise|viaggio|viagem|noun|intermediate|medium|travel from one place to another
weather|clima|météo|Wetter|tempo|clima|noun|intermediate|medium|the state of the air: rain, sun, wind
health|salud|santé|Gesundheit|salute|saúde|noun|intermediate|high|the condition of the body and mind
society|sociedad|société|Gesellschaft|società|sociedade|noun|intermediate|medium|people living together in an organised community
advice|consejo|conseil|Rat|consiglio|conselho|noun|intermediate|medium|an opinion about what someone should do
memory|memoria|mémoire|Gedächtnis|memoria|memória|noun|intermediate|medium|the ability to remember things
threshold|umbral|seuil|Schwelle|soglia|limiar|noun|advanced|low|the point at which something begins or changes
foresight|previsión|prévoyance|Weitsicht|lungimiranza|previdência|noun|advanced|low|the ability to judge what will happen
grievance|agravio|grief|Beschwerde|lagnanza|queixa|noun|advanced|low|a complaint about unfair treatment
scarcity|escasez|pénurie|Knappheit|scarsità|escassez|noun|advanced|low|a lack of something needed
dilemma|dilema|dilemme|Dilemma|dilemma|dilema|noun|advanced|medium|a hard choice between two options
to eat|comer|manger|essen|mangiare|comer|verb|beginner|high|to put food in the mouth and swallow it
to drink|beber|boire|trinken|bere|beber|verb|beginner|high|to take liquid into the mouth and swallow it
to speak|hablar|parler|sprechen|parlare|falar|verb|beginner|high|to say words aloud
to read|leer|lire|lesen|leggere|ler|verb|beginner|high|to look at written words and understand them
to write|escribir|écrire|schreiben|scrivere|escrever|verb|beginner|high|to form letters and words on a surface
to sleep|dormir|dormir|schlafen|dormire|dormir|verb|beginner|high|to rest with the eyes closed
to learn|aprender|apprendre|lernen|imparare|aprender|verb|beginner|high|to gain knowledge or skill
to open|abrir|ouvrir|öffnen|aprire|abrir|verb|beginner|high|to move something so that it is no longer closed
to buy|comprar|acheter|kaufen|comprare|comprar|verb|beginner|high|to get something by paying for it
to forget|olvidar|oublier|vergessen|dimenticare|esquecer|verb|intermediate|medium|to fail to remember
to borrow|pedir prestado|emprunter|leihen|prendere in prestito|pegar emprestado|verb|intermediate|medium|to take something that you will give back
to choose|elegir|choisir|wählen|scegliere|escolher|verb|intermediate|high|to decide which one you want
to improve|mejorar|améliorer|verbessern|migliorare|melhorar|verb|intermediate|medium|to make or become better
to achieve|lograr|atteindre|erreichen|raggiungere|alcançar|verb|intermediate|medium|to succeed in doing something
to explain|explicar|expliquer|erklären|spiegare|explicar|verb|intermediate|high|to make something clear
to hesitate|dudar|hésiter|zögern|esitare|hesitar|verb|advanced|low|to pause before acting because you are unsure
to overwhelm|abrumar|accabler|überwältigen|sopraffare|sobrecarregar|verb|advanced|low|to affect someone very strongly
to undermine|socavar|saper|untergraben|minare|minar|verb|advanced|low|to weaken something gradually
to acknowledge|reconocer|reconnaître|anerkennen|riconoscere|reconhecer|verb|advanced|medium|to accept that something is true
big|grande|grand|groß|grande|grande|adjective|beginner|high|large in size
small|pequeño|petit|klein|piccolo|pequeno|adjective|beginner|high|little in size
new|nuevo|nouveau|neu|nuovo|novo|adjective|beginner|high|recently made or begun
happy|feliz|heureux|glücklich|felice|feliz|adjective|beginner|high|feeling pleasure
cold|frío|froid|kalt|freddo|frio|adjective|beginner|high|having a low temperature
beautiful|hermoso|beau|schön|bello|bonito|adjective|beginner|high|very pleasing to look at
difficult|difícil|difficile|schwierig|difficile|difícil|adjective|intermediate|high|not easy to do or understand
careful|cuidadoso|prudent|vorsichtig|attento|cuidadoso|adjective|intermediate|medium|giving attention to avoid mistakes
reliable|fiable|fiable|zuverlässig|affidabile|confiável|adjective|intermediate|medium|able to be trusted
ancient|antiguo|ancien|uralt|antico|antigo|adjective|intermediate|medium|very old
stubborn|terco|têtu|stur|testardo|teimoso|adjective|advanced|low|not willing to change your mind
ambiguous|ambiguo|ambigu|mehrdeutig|ambiguo|ambíguo|adjective|advanced|low|having more than one possible meaning
thorough|minucioso|minutieux|gründlich|accurato|minucioso|adjective|advanced|medium|done completely and carefully
quickly|rápidamente|rapidement|schnell|rapidamente|rapidamente|adverb|beginner|high|at a fast speed
always|siempre|toujours|immer|sempre|sempre|adverb|beginner|high|at all times
often|a menudo|souvent|oft|spesso|frequentemente|adverb|beginner|high|many times
already|ya|déjà|schon|già|já|adverb|intermediate|high|before now
nevertheless|sin embargo|néanmoins|dennoch|tuttavia|no entanto|adverb|advanced|medium|in spite of that
barely|apenas|à peine|kaum|appena|mal|adverb|advanced|medium|only just; almost not
`;

export const curatedLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

export type CuratedConcept = {
  words: Record<(typeof curatedLanguages)[number], string>;
  partOfSpeech: string;
  difficulty: Difficulty;
  frequency: Frequency;
  gloss: string;
};

export const curatedConcepts: CuratedConcept[] = rows
  .trim()
  .split('\n')
  .map((line) => {
    const [en, es, fr, de, it, pt, partOfSpeech, difficulty, frequency, gloss] = line.split('|') as string[];
    return {
      // Verbs are listed as "to x" for English readers; the dictionary entry is the bare verb.
      words: { en: en!.replace(/^to /, ''), es: es!, fr: fr!, de: de!, it: it!, pt: pt! },
      partOfSpeech: partOfSpeech!,
      difficulty: difficulty as Difficulty,
      frequency: frequency as Frequency,
      gloss: gloss!,
    };
  });

/** Real synonyms for some curated words, by language and word. */
export const curatedSynonyms: Record<string, Record<string, string[]>> = {
  en: {
    house: ['home', 'dwelling'],
    friend: ['companion', 'pal'],
    big: ['large', 'huge'],
    small: ['little', 'tiny'],
    happy: ['glad', 'cheerful'],
    quickly: ['rapidly', 'fast'],
    choose: ['select', 'pick'],
    achieve: ['accomplish', 'attain'],
  },
  es: {
    casa: ['hogar', 'vivienda'],
    amigo: ['compañero', 'colega'],
    trabajo: ['empleo', 'labor'],
    hermoso: ['bello', 'lindo'],
    difícil: ['complicado', 'arduo'],
    rápidamente: ['deprisa', 'velozmente'],
    elegir: ['escoger', 'seleccionar'],
    lograr: ['conseguir', 'alcanzar'],
    terco: ['testarudo', 'obstinado'],
    viaje: ['travesía', 'recorrido'],
  },
  fr: { maison: ['demeure', 'foyer'], ami: ['copain', 'camarade'], rapidement: ['vite'], beau: ['joli'] },
  de: { Haus: ['Gebäude', 'Heim'], schnell: ['rasch', 'zügig'], schön: ['hübsch'], Arbeit: ['Beruf', 'Job'] },
  it: {
    casa: ['abitazione', 'dimora'],
    amico: ['compagno'],
    lavoro: ['impiego', 'occupazione'],
    bello: ['carino', 'grazioso'],
    difficile: ['arduo', 'complicato'],
    rapidamente: ['velocemente', 'in fretta'],
    scegliere: ['selezionare'],
    raggiungere: ['ottenere', 'conseguire'],
    testardo: ['ostinato', 'cocciuto'],
    viaggio: ['tragitto', 'percorso'],
  },
  pt: { casa: ['lar', 'moradia'], amigo: ['colega', 'companheiro'], feliz: ['contente', 'alegre'] },
};
