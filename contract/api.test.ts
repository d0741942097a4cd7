import { describe, expect, it } from "vitest";
import { apiMessages, errorBodyOf, problemsOf } from "./api.ts";

describe("the one converter from schema errors to the error body", () => {
  it("names each listed field once, in field order, and says what else is wrong", () => {
    const problems = problemsOf(
      [
        { instancePath: "/phone", message: "bad phone" },
        { instancePath: "/name", message: "bad name" },
        { instancePath: "/name", message: "second message" },
        { instancePath: "", keyword: "unrecognized_keys", params: { keys: ["admin"] } },
        { instancePath: "/context/page", message: "too long" },
      ],
      { fields: ["name", "phone"] },
    );
    expect(errorBodyOf(problems)).toEqual({
      message: `${apiMessages.unknownField("admin")} ${apiMessages.invalidValue("context.page")}`,
      fieldErrors: { name: "bad name", phone: "bad phone" },
    });
  });

  it("treats every top-level name as a field when no list is given", () => {
    const body = errorBodyOf(problemsOf([{ instancePath: "/events", message: "too many" }]));
    expect(body).toEqual({ message: apiMessages.invalid, fieldErrors: { events: "too many" } });
  });

  it("says when the body is not an object at all", () => {
    expect(errorBodyOf(problemsOf([{ instancePath: "", keyword: "invalid_type" }]))).toEqual({
      message: apiMessages.notAnObject,
    });
  });
});
