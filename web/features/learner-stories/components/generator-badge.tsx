import Bot from 'lucide-react/icons/bot';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import type { MyStory } from '~/core/stories/my-story';
import { Badge } from '~/web/components/ui/badge';
import type { StoriesMessages } from '../i18n/en';

/**
 * Who wrote a story. The template composer's stories say plainly that no AI wrote them; stories
 * written by hand (the demo's) carry no badge.
 */
export function GeneratorBadge({ generator, t }: { generator: MyStory['generator']; t: StoriesMessages }) {
  if (generator === 'template') {
    return (
      <Badge tone="neutral">
        <LayoutTemplate className="me-1 size-3.5" aria-hidden="true" />
        <span title={t.generator.templateHint}>{t.generator.template}</span>
      </Badge>
    );
  }
  if (generator === 'ai') {
    return (
      <Badge tone="brand">
        <Bot className="me-1 size-3.5" aria-hidden="true" />
        {t.generator.ai}
      </Badge>
    );
  }
  return null;
}
