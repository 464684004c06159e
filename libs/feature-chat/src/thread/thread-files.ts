import type { ChatThreadArg } from './thread-types';

/**
 * Files waiting to be (re-)sent and the local previews shown for them, per thread. They stay
 * outside the store (a File is not serializable state) and are let go with their thread, so a
 * member's pictures do not outlive their session in the tab (issue 16).
 */
interface ThreadFiles {
  files: Map<string, File>;
  previews: Set<string>;
}

const threads = new Map<string, ThreadFiles>();

const keyOf = ({ session, userId, guestId }: ChatThreadArg) => JSON.stringify([session, userId, guestId]);

function filesOf(arg: ChatThreadArg): ThreadFiles {
  const key = keyOf(arg);
  const existing = threads.get(key);
  if (existing) return existing;
  const created: ThreadFiles = { files: new Map(), previews: new Set() };
  threads.set(key, created);
  return created;
}

function revoke(preview: string): void {
  try {
    URL.revokeObjectURL(preview);
  } catch {
    // The preview was never a blob address; nothing to release.
  }
}

export function keepFile(arg: ChatThreadArg, id: string, file: File): void {
  filesOf(arg).files.set(id, file);
}

export function fileFor(arg: ChatThreadArg, id: string): File | undefined {
  return threads.get(keyOf(arg))?.files.get(id);
}

export function forgetFile(arg: ChatThreadArg, id: string): void {
  threads.get(keyOf(arg))?.files.delete(id);
}

/** A local address for the picture being sent; without one the message still goes, just without a preview. */
export function previewFor(arg: ChatThreadArg, file: File): string | undefined {
  try {
    const preview = URL.createObjectURL(file);
    filesOf(arg).previews.add(preview);
    return preview;
  } catch {
    return undefined;
  }
}

export function releasePreview(arg: ChatThreadArg, preview: string): void {
  threads.get(keyOf(arg))?.previews.delete(preview);
  revoke(preview);
}

/** The thread has ended (its session ended, or nobody shows it): its files and previews go. */
export function releaseThreadFiles(arg: ChatThreadArg): void {
  const key = keyOf(arg);
  threads.get(key)?.previews.forEach(revoke);
  threads.delete(key);
}
