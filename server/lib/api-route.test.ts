import { describe, expect, it } from "vitest";
import { isApiRequest, isStaffApiRequest, normalisedPath, routedPath } from "./api-route.ts";

const request = (url: string, route?: string) => ({ url, routeOptions: { url: route } }) as never;

describe("routedPath", () => {
  it.each([
    ["/api/events", "/api/events"],
    ["/%61pi/events?x=%61", "/api/events"],
    ["/%61%50I/events", "/aPI/events"],
    ["http://127.0.0.1:8080/%61pi/events", "/api/events"],
    ["HTTPS://evil.example?x", "/"],
    ["/api%2Fevents", "/api%2Fevents"],
    ["/api//events#x", "/api//events"],
  ])("reads %s as the router matches it: %s", (target, expected) => {
    expect(routedPath(target)).toBe(expected);
  });
});

describe("normalisedPath", () => {
  it.each([
    ["/api%2Fevents", "/api/events"],
    ["/api%2fstaff%2Fsession", "/api/staff/session"],
    ["//api///events", "/api/events"],
    ["/x/../api/./events", "/api/events"],
    ["/x/%2e%2E%2F%61pi/events", "/api/events"],
    ["/../../api/events", "/api/events"],
    ["https://h/%2F%2Fapi/events?y", "/api/events"],
    ["/%E0%A4%A/%zz/api", "/\u00e0\u00a4%A/%zz/api"],
    ["*", "*"],
  ])("reads %s as %s", (target, expected) => {
    expect(normalisedPath(target)).toBe(expected);
  });
});

describe("isApiRequest and isStaffApiRequest", () => {
  it("decide on the matched route, whatever the URL says", () => {
    expect(isApiRequest(request("/anything", "/api/events"))).toBe(true);
    expect(isStaffApiRequest(request("/%61pi/x", "/api/staff/people/:id/deactivate"))).toBe(true);
    expect(isStaffApiRequest(request("/api/events", "/api/events"))).toBe(false);
  });

  it("decide on the normalised path when no route matched or the site's catch-all did", () => {
    expect(isApiRequest(request("/%61pi/nothing"))).toBe(true);
    expect(isApiRequest(request("/x/../api", "/*"))).toBe(true);
    expect(isStaffApiRequest(request("http://h/api%2Fstaff%2Fnothing"))).toBe(true);
    expect(isApiRequest(request("/apis/x", "/*"))).toBe(false);
    expect(isApiRequest(request("/API/events"))).toBe(false);
  });
});
