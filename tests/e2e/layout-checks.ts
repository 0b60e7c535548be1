// The checks every page of a journey gets on a small phone (issue 32): nothing wider than the screen, no button,
// link, heading or field cut off or reaching past its edge, and axe's serious findings. A long-word language
// (isiXhosa, Sepedi) finds what English hides, so journeys run them in one as well.
import { expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './helpers.js';

/**
 * What sticks out: the page wider than the screen, and each control or heading that reaches past the screen's edge
 * or whose text is wider than itself and clipped, as "text (why)" lines. Parts inside a container that scrolls or
 * clips on purpose (a tab bar, the map) and visually hidden text are left out.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth}px wide on a ${width}px screen`);
    const clippedByAncestor = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const selector = 'button, a, [role="button"], h1, h2, h3, label, input, select, textarea';
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const box = el.getBoundingClientRect();
      // Hidden, or visually hidden (sr-only is a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (clippedByAncestor(el)) continue;
      // A field is named by its label, so a finding on it says which field.
      const label = (el as HTMLInputElement).labels?.[0]?.innerText;
      const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || label || el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      if (box.left < -1 || box.right > width + 1) found.push(`${text} (reaches past the screen's edge)`);
      else if (el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') {
        found.push(`${text} (text wider than its box)`);
      }
    }
    return found;
  });
}

/**
 * The one finding a chosen long place leaves on Find Workers: the one-line location box holds "Bloemfontein, Free
 * State, South Africa", wider than the box at 360 px, and scrolls it inside itself (the place's own name shows at
 * the start; the whole name is in the "Near ..." line). The page itself does not scroll sideways.
 */
export const LOCATION_VALUE_SCROLLS = 'Location (text wider than its box)';

/** What may be found on a page and is not a fault, each named exactly as `overflowProblems` words it. */
export interface OverflowAllowance {
  except?: readonly string[];
}

/** Fails with what sticks out (see `overflowProblems`) but the findings in `except`, naming the page. */
export async function expectNoOverflow(page: Page, { except = [] }: OverflowAllowance = {}): Promise<void> {
  const problems = (await overflowProblems(page)).filter((p) => !except.includes(p));
  expect(problems, `${page.url()} at ${page.viewportSize()?.width}px`).toEqual([]);
}

/** The checks of every page a journey visits: no overflow, no serious axe finding. */
export async function checkPage(page: Page, allowance: OverflowAllowance = {}): Promise<void> {
  await expectNoOverflow(page, allowance);
  expect(await seriousAxeViolations(page), page.url()).toEqual([]);
}
