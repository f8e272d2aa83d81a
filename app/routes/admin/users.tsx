// placeholder: this screen is being written
export default function Screen() {
  return null;
}
