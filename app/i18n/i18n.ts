// the language of a public page is in its URL. Texts are plain { vi, en } objects
// (app/content/), so no translation library is loaded (decision 007). The language of a URL and
// the same page in the other language are shared with the server:
export { languageFromPath, localizedPath } from "../../contract/language-routing.ts";
