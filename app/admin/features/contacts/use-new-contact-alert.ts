import { useCallback, useEffect, useRef } from "react";
import { fillPlural } from "../../../../contract/template.ts";
import { useAdminLanguage } from "../../../lib/admin-language.ts";
import { adminContacts } from "../../content/contacts.ts";
import { type Beeper, createBeeper } from "./beep.ts";
import { askNotificationPermission, showDesktopNotification } from "./desktop-notification.ts";

// how staff learn that messages arrived: a beep and, when allowed, a desktop notification.
// Permission is asked when the screen opens; the sound is made ready on the first click or key.
export function useNewContactAlert(): (count: number) => void {
  const language = useAdminLanguage();
  const beeper = useRef<Beeper | null>(null);

  useEffect(() => {
    const current = createBeeper();
    beeper.current = current;
    askNotificationPermission();
    const unlock = () => current.unlock();
    document.addEventListener("pointerdown", unlock, { once: true });
    document.addEventListener("keydown", unlock, { once: true });
    return () => {
      document.removeEventListener("pointerdown", unlock);
      document.removeEventListener("keydown", unlock);
      current.close();
      beeper.current = null;
    };
  }, []);

  return useCallback(
    (count: number) => {
      const copy = adminContacts[language].desktop;
      beeper.current?.beep();
      showDesktopNotification(copy.title, fillPlural(copy.body, { count }, language));
    },
    [language],
  );
}
