// where the back office shows one lead: the one place a link to a lead is made (the dashboard's
// list; the notification e-mails build the same address on the server): the leads screen with
// that lead open
export function leadAddress(lead: { id: number }): string {
  return `/admin/contacts/${lead.id}`;
}
