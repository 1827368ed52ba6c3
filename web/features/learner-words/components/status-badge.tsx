import type { LearnerWordStatus } from '~/core/words/word-status';
import { Badge, type BadgeTone } from '~/web/components/ui/badge';
import type { WordsMessages } from '../i18n/en';

const tones: Record<LearnerWordStatus, BadgeTone> = { new: 'info', learning: 'warning', learned: 'success' };

export function StatusBadge({ status, t }: { status: string; t: WordsMessages }) {
  const known = status in tones ? (status as LearnerWordStatus) : null;
  return <Badge tone={known ? tones[known] : 'neutral'}>{known ? t.statuses[known] : status}</Badge>;
}
