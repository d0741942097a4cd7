/**
 * Several forms may share a page, but the page must hold one `<Toaster>` (else each toast shows
 * twice). Mounted forms queue here; the first one renders the Toaster, and hands over on unmount.
 */
const owners: string[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function claimToaster(id: string): () => void {
  owners.push(id);
  notify();
  return () => {
    const index = owners.indexOf(id);
    if (index >= 0) owners.splice(index, 1);
    notify();
  };
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ownsToaster(id: string): boolean {
  return owners[0] === id;
}
