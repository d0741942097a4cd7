import { vi } from "vitest";

/**
 * jsdom has no `matchMedia`; react-hot-toast asks it for reduced motion. Stubs it with a query that
 * never matches, for the component tests of the enquiry forms.
 */
export function stubMatchMedia(): void {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      onchange: null,
      dispatchEvent: vi.fn(),
    })),
  );
}
