/**
 * An sRGB ICC profile (version 2.1, display class), built here from the sRGB definition
 * (IEC 61966-2-1: primaries adapted to D50 as ICC requires, a tone curve of gamma 2.2) rather
 * than shipped as a binary: the PDF/A output intent's destination profile.
 */

const s15f16 = (v: number) => Math.round(v * 65536);

class Bytes {
  private parts: number[] = [];
  u8(v: number) {
    this.parts.push(v & 0xff);
  }
  u16(v: number) {
    this.u8(v >>> 8);
    this.u8(v);
  }
  u32(v: number) {
    this.u16(v >>> 16);
    this.u16(v & 0xffff);
  }
  ascii(s: string, len = s.length) {
    for (let i = 0; i < len; i++) this.u8(i < s.length ? s.charCodeAt(i) : 0);
  }
  xyz(x: number, y: number, z: number) {
    for (const v of [x, y, z]) this.u32(s15f16(v) >>> 0);
  }
  pad() {
    while (this.parts.length % 4) this.u8(0);
  }
  get length() {
    return this.parts.length;
  }
  bytes() {
    return Uint8Array.from(this.parts);
  }
}

function tag(build: (b: Bytes) => void): Uint8Array {
  const b = new Bytes();
  build(b);
  b.pad();
  return b.bytes();
}

const DESCRIPTION = 'sRGB IEC61966-2.1';

export function srgbIccProfile(): Uint8Array {
  const desc = tag((b) => {
    b.ascii('desc');
    b.u32(0);
    b.u32(DESCRIPTION.length + 1);
    b.ascii(DESCRIPTION, DESCRIPTION.length + 1);
    b.u32(0); // Unicode language code
    b.u32(0); // Unicode count
    b.u16(0); // ScriptCode code
    b.u8(0); // ScriptCode count
    b.ascii('', 67);
  });
  const cprt = tag((b) => {
    b.ascii('text');
    b.u32(0);
    b.ascii('No copyright, use freely', 25);
  });
  const xyz = (x: number, y: number, z: number) =>
    tag((b) => {
      b.ascii('XYZ ');
      b.u32(0);
      b.xyz(x, y, z);
    });
  const trc = tag((b) => {
    b.ascii('curv');
    b.u32(0);
    b.u32(1);
    b.u16(0x0233); // gamma 2.2 as u8Fixed8Number (2 + 51/256)
  });
  const tags: [string, Uint8Array][] = [
    ['desc', desc],
    ['cprt', cprt],
    ['wtpt', xyz(0.9642, 1.0, 0.8249)],
    ['rXYZ', xyz(0.4361, 0.2225, 0.0139)],
    ['gXYZ', xyz(0.3851, 0.7169, 0.0971)],
    ['bXYZ', xyz(0.1431, 0.0606, 0.7141)],
    ['rTRC', trc],
    ['gTRC', trc],
    ['bTRC', trc],
  ];
  const tableSize = 4 + tags.length * 12;
  let offset = 128 + tableSize;
  const placed = tags.map(([sig, data]) => {
    const at = offset;
    offset += data.length;
    return { sig, data, at };
  });
  const out = new Bytes();
  // header
  out.u32(offset);
  out.ascii('', 4); // preferred CMM
  out.u32(0x02100000); // version 2.1
  out.ascii('mntr');
  out.ascii('RGB ');
  out.ascii('XYZ ');
  for (const v of [2026, 1, 1, 0, 0, 0]) out.u16(v);
  out.ascii('acsp');
  out.ascii('', 4); // platform
  out.u32(0); // flags
  out.ascii('', 4); // manufacturer
  out.u32(0); // model
  out.u32(0);
  out.u32(0); // attributes
  out.u32(0); // rendering intent: perceptual
  out.xyz(0.9642, 1.0, 0.8249); // PCS illuminant D50
  out.ascii('', 4); // creator
  out.ascii('', 44); // profile id and reserved
  // tag table and data
  out.u32(tags.length);
  for (const t of placed) {
    out.ascii(t.sig);
    out.u32(t.at);
    out.u32(t.data.length);
  }
  for (const t of placed) for (const byte of t.data) out.u8(byte);
  return out.bytes();
}
