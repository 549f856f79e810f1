// Files of a batch read once: the schema thread of `xr validate` reads each file into memory the
// threads share and hands it over; a rules thread that comes to a file takes the bytes from there
// instead of reading the file again. Reading is costly on these machines (a third of a millisecond a
// file when both threads run), and the schema thread is ahead of the rules. Nothing ever waits: a
// file not yet handed over is read by the rules thread itself, and the schema thread skips the
// hand-over when the shared memory is full (the rules threads have not taken enough of it yet).
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

/** The shared part: the ring of bytes, each file's state, and where its bytes stand. */
export interface Handover {
  ring: SharedArrayBuffer;
  /** By place in the batch: NOT_YET, HANDED, TAKEN or DONE. */
  state: Int32Array;
  /** By place in the batch: offset and length in the ring (valid once HANDED). */
  places: Int32Array;
}

const NOT_YET = 0;
/** The bytes are in the ring. */
const HANDED = 1;
/** A rules thread read the file itself (it came first): a late hand-over is dropped. */
const TAKEN = 2;
/** A rules thread is done with the bytes: their place in the ring is free again. */
const DONE = 3;

/** The ring's size: far more than the schema thread is ever ahead by. */
const RING_BYTES = 64 * 1024 * 1024;

export function newHandover(files: number, ringBytes = RING_BYTES): Handover {
  return {
    ring: new SharedArrayBuffer(ringBytes),
    state: new Int32Array(new SharedArrayBuffer(files * 4)),
    places: new Int32Array(new SharedArrayBuffer(files * 8)),
  };
}

/** A file's bytes, or why it cannot be read. */
export function readBytes(file: string): Buffer | Error {
  try {
    return readFileSync(file);
  } catch (e) {
    return e as Error;
  }
}

/** The schema thread's side: reads the files in batch order, handing each over when there is room. */
export class FileWriter {
  /** Files handed over and not yet known to be done with, oldest first: place, start, end. */
  private readonly inRing: [number, number, number][] = [];
  /** Where the next file's bytes go. */
  private next = 0;

  constructor(private readonly handover: Handover) {}

  /** Room for `size` bytes in the ring: its offset, or -1. */
  private room(size: number): number {
    const { state } = this.handover;
    while (
      this.inRing.length > 0 &&
      Atomics.load(state, (this.inRing[0] as [number, number, number])[0]) === DONE
    )
      this.inRing.shift();
    const ringSize = this.handover.ring.byteLength;
    const oldest = this.inRing[0];
    if (!oldest) return size <= ringSize ? 0 : -1;
    const [, start] = oldest;
    if (this.next > start) {
      if (this.next + size <= ringSize) return this.next;
      return size <= start ? 0 : -1;
    }
    return this.next + size <= start ? this.next : -1;
  }

  /** The bytes of the file at `place` in the batch (handed over when there is room), or why it cannot be read. */
  read(place: number, file: string): Buffer | Error {
    let fd: number;
    try {
      fd = openSync(file, 'r');
    } catch (e) {
      return e as Error;
    }
    try {
      const size = fstatSync(fd).size;
      const at = this.room(size);
      if (at < 0) return readFileSync(fd);
      const bytes = Buffer.from(this.handover.ring, at, size);
      let read = 0;
      while (read < size) {
        const n = readSync(fd, bytes, read, size - read, null);
        if (n === 0) break;
        read += n;
      }
      // a file that changed while it was read is not handed over: the rules thread reads it itself
      if (read < size || readSync(fd, Buffer.alloc(1), 0, 1, null) > 0) return readBytes(file);
      const { state, places } = this.handover;
      places[2 * place] = at;
      places[2 * place + 1] = size;
      if (Atomics.compareExchange(state, place, NOT_YET, HANDED) === NOT_YET) {
        this.inRing.push([place, at, at + size]);
        this.next = at + size;
      }
      return bytes;
    } catch (e) {
      return e as Error;
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * A rules thread's side: the text of the file at `place` (UTF-8), from the ring when the schema
 * thread has handed it over, else read here; or why it cannot be read.
 */
export function takeText(handover: Handover, place: number, file: string): string | Error {
  const { state, places } = handover;
  if (Atomics.compareExchange(state, place, NOT_YET, TAKEN) === HANDED) {
    const at = places[2 * place] as number;
    const text = Buffer.from(handover.ring, at, places[2 * place + 1]).toString('utf8');
    Atomics.store(state, place, DONE);
    return text;
  }
  const bytes = readBytes(file);
  return bytes instanceof Error ? bytes : bytes.toString('utf8');
}
