// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroBanner, type HeroBannerProps } from "./hero-banner";

function renderHero(props: Partial<HeroBannerProps> = {}) {
  return render(<HeroBanner title="A title" backgroundImage="/art.svg" {...props} />);
}

describe("HeroBanner", () => {
  it("defaults to a Get Started button to /contact, large height and animation on", () => {
    renderHero();
    expect(screen.getByRole("heading", { level: 1, name: "A title" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    const section = screen.getByRole("region", { name: "A title" });
    expect(section).toHaveAttribute("data-hero-height", "large");
    expect(section.className).toContain("min-h-[75vh]");
    expect(section.className).toContain("md:min-h-[120vh]");
    expect(screen.getByRole("heading", { level: 1 }).className).toContain("animate-hero-in");
  });

  it("shows subtitle, description, prefix, stats as badges and extra content", () => {
    renderHero({
      subtitle: "Sub",
      description: "Desc",
      prefix: <span>Prefix</span>,
      stats: ["1200+ universities", "25+ countries"],
      extraContent: <p>Extra</p>,
    });
    for (const text of ["Sub", "Desc", "Prefix", "Extra"]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1200+ universities",
      "25+ countries",
    ]);
  });

  it("honours showButton, buttonText, buttonLink, height, alignment and showAnimation", () => {
    const { unmount } = renderHero({ showButton: false });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    unmount();
    renderHero({
      buttonText: "Talk to us",
      buttonLink: "/services",
      height: "small",
      alignment: "left",
      showAnimation: false,
    });
    expect(screen.getByRole("link", { name: "Talk to us" })).toHaveAttribute("href", "/services");
    const section = screen.getByRole("region", { name: "A title" });
    expect(section.className).toContain("min-h-[50vh]");
    expect(section.className).toContain("md:min-h-[60vh]");
    expect(screen.getByRole("heading", { level: 1 }).className).not.toContain("animate-hero-in");
  });

  it("shows the background artwork at 0.9 opacity as decoration", () => {
    const { container } = renderHero();
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("alt", "");
    expect(image?.className).toContain("opacity-90");
  });
});
