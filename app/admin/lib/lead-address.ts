// where the back office shows one lead: the one place a link to a lead is made (the dashboard's
// list). A lead has no screen of its own yet, so this is the leads screen searched for the lead's
// e-mail address (its messages alone); when /admin/contacts/:id arrives, return that here.
export function leadAddress(lead: { id: number; email: string }): string {
  return `/admin/contacts?${new URLSearchParams({ search: lead.email })}`;
}
