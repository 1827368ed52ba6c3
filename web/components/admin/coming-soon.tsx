import Construction from 'lucide-react/icons/construction';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';

// Analytics, Permissions and Settings: only a "Coming Soon" placeholder.
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <Construction className="size-10 text-brand-700 dark:text-brand-200" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold">Coming Soon</h2>
        <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
          This section of the admin portal is not available yet.
        </p>
      </Card>
    </>
  );
}
