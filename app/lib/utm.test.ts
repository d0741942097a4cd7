import { describe, expect, it } from "vitest";
import { limits } from "#contract/enquiry";
import { firstSeenUtm, readUtm, UTM_STORAGE_KEY, type UtmStorage } from "./utm";

function memoryStorage(initial: Record<string, string> = {}): UtmStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe("readUtm", () => {
  it.each([
    ["", undefined],
    ["?page=2", undefined],
    ["?utm_source=google&utm_medium=cpc", { source: "google", medium: "cpc" }],
    [
      "?utm_source=fb&utm_medium=social&utm_campaign=ielts&utm_term=uk&utm_content=ad1&x=1",
      { source: "fb", medium: "social", campaign: "ielts", term: "uk", content: "ad1" },
    ],
    ["?utm_source=%20%20&utm_campaign=spring%202026", { campaign: "spring 2026" }],
  ])("reads %j", (search, expected) => {
    expect(readUtm(search, limits.contextFieldMaxLength)).toEqual(expected);
  });

  it("clips each value to the given limit", () => {
    const utm = readUtm(`?utm_source=${"a".repeat(limits.contextFieldMaxLength + 50)}`, 100);
    expect(utm?.source).toHaveLength(100);
  });

  it("keeps the tab's values to what an enquiry's context accepts", () => {
    const utm = firstSeenUtm(undefined, [`?utm_source=${"a".repeat(limits.contextFieldMaxLength + 50)}`]);
    expect(utm?.source).toHaveLength(limits.contextFieldMaxLength);
  });
});

describe("firstSeenUtm", () => {
  it("stores the first candidate that has utm parameters, oldest first", () => {
    const storage = memoryStorage();
    expect(firstSeenUtm(storage, ["", "?utm_source=landing", "?utm_source=later"])).toEqual({
      source: "landing",
    });
    expect(JSON.parse(storage.data[UTM_STORAGE_KEY] ?? "")).toEqual({ source: "landing" });
  });

  it("keeps the first-seen parameters of the tab over newer ones", () => {
    const storage = memoryStorage({ [UTM_STORAGE_KEY]: JSON.stringify({ source: "first" }) });
    expect(firstSeenUtm(storage, ["?utm_source=second"])).toEqual({ source: "first" });
  });

  it("ignores a corrupt stored value", () => {
    const storage = memoryStorage({ [UTM_STORAGE_KEY]: "{not json" });
    expect(firstSeenUtm(storage, ["?utm_medium=email"])).toEqual({ medium: "email" });
  });

  it("works without storage, and with storage that throws", () => {
    expect(firstSeenUtm(undefined, ["?utm_source=x"])).toEqual({ source: "x" });
    const throwing: UtmStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(firstSeenUtm(throwing, ["?utm_source=y"])).toEqual({ source: "y" });
  });

  it("returns undefined when no page carried utm parameters", () => {
    expect(firstSeenUtm(memoryStorage(), ["", "?a=1"])).toBeUndefined();
  });
});
