/**
 * A list pager's total when the list is asked without a count (`count=false`) and the count comes from
 * the list's `/totals` (every row of the filter, asked once per filter): that count once it is there;
 * before, the page's lower bound, shown with "+" (`totalCapped`) while more rows follow.
 */
export function pagerTotal(
  answer: { data: unknown[]; page: { total: number; offset: number; totalCapped?: boolean } } | undefined,
  counted: number | undefined,
): { total: number; totalCapped: boolean } {
  if (counted !== undefined) return { total: counted, totalCapped: false };
  if (!answer) return { total: 0, totalCapped: false };
  const more = answer.page.total > answer.page.offset + answer.data.length;
  return { total: answer.page.total, totalCapped: more || (answer.page.totalCapped ?? false) };
}
