// placeholder: this page is being written
export default function Page() {
  return null;
}
