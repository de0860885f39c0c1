/** The paging block of the site's paged lists (meta): {pagination: {total, count, per_page, current_page, total_pages}}. */
export const paginationMeta = (total: number, count: number, perPage: number, page: number) => ({
  pagination: { total, count, per_page: perPage, current_page: page, total_pages: Math.ceil(total / perPage) },
});
