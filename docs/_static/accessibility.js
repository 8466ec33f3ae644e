// WCAG 2.1 fixes that need the rendered page (checked by tests_browser/test_accessibility.py).
// 1. A code block or output that scrolls sideways must be reachable by keyboard to scroll it
//    (2.1.1; axe: scrollable-region-focusable), as pydata-sphinx-theme does for its pages.
// 2. Sphinx writes toctree captions as role="heading" without aria-level (4.1.2; axe:
//    aria-required-attr): they are second-level headings of the navigation.
function courseAccessibility() {
  document.querySelectorAll("pre, div.cell_output, div.output, table.docutils").forEach((element) => {
    const scrolls = element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
    if (scrolls && !element.hasAttribute("tabindex")) {
      element.setAttribute("tabindex", "0");
      element.setAttribute("role", "region");
      element.setAttribute("aria-label", "scrollable code, output or table");
    }
  });
  document.querySelectorAll('[role="heading"]:not([aria-level])').forEach((heading) => {
    heading.setAttribute("aria-level", "2");
  });
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", courseAccessibility);
} else {
  courseAccessibility();
}
window.addEventListener("resize", courseAccessibility);
