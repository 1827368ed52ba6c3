import { toast } from 'sonner';
import { requestToaster } from './toaster';

// The one way web/ shows a toast: importing this module is what mounts the app's Toaster (see
// ./toaster.tsx), so screens import `toast` from here, never from 'sonner' (toast.test.ts checks).
requestToaster();

export { toast };
