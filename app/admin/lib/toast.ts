import { toast } from "sonner";
import { LIMITS } from "../../../contract/constants.ts";

// the spec's toasts: top-right, success for 3 s, errors for 4 s
export const notify = {
  success: (message: string) => toast.success(message, { duration: LIMITS.toastSuccessMs }),
  // the same failure reported twice at once (several reads of one screen) shows one toast
  error: (message: string) => toast.error(message, { id: `error:${message}`, duration: LIMITS.toastErrorMs }),
};
