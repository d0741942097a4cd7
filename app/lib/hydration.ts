/**
 * Whether React is hydrating the prerendered page right now. A component whose first render must match the
 * prerendered HTML (say, one that shows the URL query's values, which the HTML cannot know) reads this
 * while rendering, and updates itself after hydration in a transition: React then renders it in small
 * slices instead of one long task, as `useSyncExternalStore` with a different server value would force.
 * False while prerendering and in any render that is not the hydration of the page.
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

/** The browser entry calls this just before React hydrates the page. */
export function hydrationStarts(): void {
  hydrating = true;
}

/** The root's mount effect calls this: it runs after every other component's. */
export function hydrationEnds(): void {
  hydrating = false;
}
