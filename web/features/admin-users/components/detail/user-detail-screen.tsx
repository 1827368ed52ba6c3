import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '~/web/components/ui/spinner';
import { useUserDetails } from '~/web/features/admin-users/api/get-user-full-details';
import { errorMessage } from '~/web/lib/api-error';
import { toast } from '~/web/lib/toast';
import { UserDetailHeader } from './user-detail-header';
import { UserDetailTabs } from './user-detail-tabs';
import { UserStatCards } from './user-stat-cards';

export function UserDetailScreen({ userId }: { userId: string }) {
  const details = useUserDetails(userId);
  const navigate = useNavigate();
  const location = useLocation();
  // Back returns to the list as it was left (its search, filters and page), else to /admin/users.
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backTo = `/admin/users${listSearch}`;

  // No user or any failure: log and go back to the list (with a toast saying why).
  const failed = details.isError;
  useEffect(() => {
    if (!failed) return;
    console.error('Could not load the user', details.error);
    toast.error(`Could not load the user: ${errorMessage(details.error)}`);
    navigate('/admin/users', { replace: true });
  }, [failed, details.error, navigate]);

  if (details.isPending || details.isError) return <Spinner label="Loading user…" />;
  const data = details.data;
  return (
    <>
      <UserDetailHeader user={data.user} backTo={backTo} />
      <UserStatCards details={data} />
      <UserDetailTabs details={data} />
    </>
  );
}
