// the browser's own notifications for new contact messages, used only when permitted

function supported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

// asked once when the contacts screen opens, while the staff member has not decided yet
export function askNotificationPermission(): void {
  if (!supported() || Notification.permission !== "default") return;
  try {
    // older Safari answers through a callback and returns nothing
    const answer = Notification.requestPermission() as Promise<NotificationPermission> | undefined;
    answer?.catch(() => undefined);
  } catch {
    // refused by the browser: the in-page notifications still work
  }
}

export function showDesktopNotification(title: string, body: string): void {
  if (!supported() || Notification.permission !== "granted") return;
  try {
    const notification = new Notification(title, { body, tag: "new-contact-messages" });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // some mobile browsers only allow notifications from a service worker
  }
}
