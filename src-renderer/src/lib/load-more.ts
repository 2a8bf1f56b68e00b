// Long lists shown a page at a time (rendering thousands of rows at once costs a visible pause, and
// every row is DOM the browser lays out): the next page comes when the end of the list nears the view.

/**
 * An attachment for the element closing a paged list (its "Show … more" button's box): calls `more`
 * when that element comes within 400 px of view inside its scroll box, the nearest ancestor matching
 * `scrollBox`, so the GM scrolling down never reaches an end that is not the list's.
 */
export function loadMoreNear(more: () => void, scrollBox: string): (node: HTMLElement) => () => void {
  return (node) => {
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && more(), {
      root: node.closest(scrollBox),
      rootMargin: '0px 0px 400px 0px'
    })
    observer.observe(node)
    return () => observer.disconnect()
  }
}
