// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  afterPaintSnippet,
  deferredHeadLinksId,
  deferredScriptsId,
  paintedAttribute,
  paintedEvent,
  whenPainted,
} from "./after-paint";

/** The paint observers the snippet created; `paint()` reports the first contentful paint to them. */
let observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[];
let readyState: DocumentReadyState;
let painted: number;
const countPaint = () => (painted += 1);

function paint() {
  for (const notify of observers) notify({ getEntriesByName: (name) => [{ name }] });
}

function load() {
  readyState = "complete";
  window.dispatchEvent(new Event("load"));
}

/** Lets the next frame and the task queued from it run. */
function nextFrame() {
  vi.advanceTimersByTime(50);
}

/** The copies of the template's content the snippet put into the page. */
const started = () => document.body.querySelectorAll(":scope > [data-deferred]").length;

function setPrerendering(value: boolean) {
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => value });
}

function runSnippet() {
  new Function(afterPaintSnippet(deferredScriptsId, deferredHeadLinksId))();
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  painted = 0;
  readyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  setPrerendering(false);
  document.documentElement.removeAttribute(paintedAttribute);
  document.head.innerHTML = `<template id="${deferredHeadLinksId}"><link rel="manifest" href="/m"></template>`;
  document.body.innerHTML = `<template id="${deferredScriptsId}"><i data-deferred></i></template>`;
  document.addEventListener(paintedEvent, countPaint);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    setTimeout(() => callback(0), 16),
  );
  class FakePaintObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
});

afterEach(() => {
  document.removeEventListener(paintedEvent, countPaint);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the scripts of a page start after its paint", () => {
  it("not at the paint alone, nor at the load alone: a frame after both", () => {
    runSnippet();
    paint();
    nextFrame();
    expect(started()).toBe(0);
    load();
    expect(started()).toBe(0);
    expect(document.head.querySelector(':scope > link[rel="manifest"]')).toBeNull();
    nextFrame();
    expect(started()).toBe(1);
    expect(document.head.querySelectorAll(':scope > link[rel="manifest"]')).toHaveLength(1);
    expect(document.documentElement.hasAttribute(paintedAttribute)).toBe(true);
    expect(painted).toBe(1);
  });

  it("when the page loaded before it painted, after the paint", () => {
    runSnippet();
    load();
    nextFrame();
    expect(started()).toBe(0);
    paint();
    nextFrame();
    expect(started()).toBe(1);
  });

  it("when the snippet runs after the load (a page restored later), at the paint", () => {
    readyState = "complete";
    runSnippet();
    nextFrame();
    expect(started()).toBe(0);
    paint();
    nextFrame();
    expect(started()).toBe(1);
  });

  it("a prerendered page starts them at its load, and once only when it is shown and paints", () => {
    setPrerendering(true);
    runSnippet();
    load();
    expect(started()).toBe(1);
    setPrerendering(false);
    paint();
    nextFrame();
    expect(started()).toBe(1);
    expect(painted).toBe(1);
  });

  it("a browser without paint timing starts them a frame after the load", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    runSnippet();
    load();
    expect(started()).toBe(0);
    nextFrame();
    expect(started()).toBe(1);
  });
});

describe("whenPainted", () => {
  it("waits for the paint, or runs at once after it", () => {
    const early = vi.fn();
    whenPainted(early);
    expect(early).not.toHaveBeenCalled();
    runSnippet();
    paint();
    load();
    nextFrame();
    expect(early).toHaveBeenCalledOnce();
    const late = vi.fn();
    whenPainted(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
