import { ContactForm } from "../features/contact-form/contact-form.tsx";
import { hydrateIsland } from "../lib/island.client.tsx";

// the contact page's form, the one part of it that runs in the browser (decision 042)
hydrateIsland("contact-form", ContactForm);
