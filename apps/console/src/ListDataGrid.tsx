import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { zhTW } from '@mui/x-data-grid/locales';
import Box from '@mui/material/Box';
import { useCallback, useMemo } from 'react';
import { useCreatePath, useListContext, useNavigate, type RaRecord } from 'react-admin';
import { useFieldLabel } from './shared/useFieldLabel';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

const localeText = zhTW.components.MuiDataGrid.defaultProps.localeText;

export interface ListDataGridProps<R extends RaRecord & GridValidRowModel> {
  /** A column without a headerName is headed by its field's label, `resources.<resource>.fields.<field>` of the i18n messages. */
  columns: GridColDef<R>[];
  /** Opens the record's show or edit view when a row is clicked. */
  rowClick?: 'show' | 'edit' | false;
  /** Check boxes for the rows it allows, the chosen ones held by the caller. */
  selection?: ListDataGridSelection<R>;
  /** Cells of the columns marked `editable` are edited in place; each row edit, once done, is handed here and its answer shown. */
  processRowUpdate?: (row: R, previous: R) => R;
  /** Which rows' editable cells may be edited (all of them when absent). */
  isRowEditable?: (row: R) => boolean;
  'aria-label'?: string;
}

export interface ListDataGridSelection<R extends GridValidRowModel> {
  model: GridRowSelectionModel;
  onChange: (model: GridRowSelectionModel) => void;
  isRowSelectable: (row: R) => boolean;
}

/**
 * MUI X DataGrid fed by react-admin's list context: the grid's page, page size and sort are the
 * list parameters, so sorting and paging happen on the server (range and sort of the simple-rest call).
 */
export const ListDataGrid = <R extends RaRecord & GridValidRowModel>({
  columns,
  rowClick = 'show',
  selection,
  processRowUpdate,
  isRowEditable,
  'aria-label': ariaLabel,
}: ListDataGridProps<R>) => {
  const { data, total, isPending, page, perPage, setPage, setPerPage, sort, setSort, resource } =
    useListContext<R>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const fieldLabel = useFieldLabel(resource);

  const labelledColumns = useMemo(
    () => columns.map((column) => (column.headerName === undefined ? { ...column, headerName: fieldLabel(column.field) } : column)),
    [columns, fieldLabel],
  );

  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: page - 1, pageSize: perPage }), [page, perPage]);

  const sortModel = useMemo<GridSortModel>(
    () => (sort.field ? [{ field: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' }] : []),
    [sort.field, sort.order],
  );

  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      if (model.pageSize !== perPage) setPerPage(model.pageSize);
      else if (model.page !== page - 1) setPage(model.page + 1);
    },
    [page, perPage, setPage, setPerPage],
  );

  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      if (first) setSort({ field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' });
    },
    [setSort],
  );

  const onRowClick = useCallback(
    (params: GridRowParams<R>) => {
      if (rowClick !== false) navigate(createPath({ resource, type: rowClick, id: params.id }));
    },
    [createPath, navigate, resource, rowClick],
  );

  const pageSizeOptions = PAGE_SIZE_OPTIONS.includes(perPage)
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, perPage].sort((a, b) => a - b);

  // A grid wider than the screen scrolls within the page's width, so the page (and its menu) never
  // scrolls sideways; every column of a page's rows is rendered (a page holds at most 100 rows), so
  // cells scrolled out of view still exist for assistive technology and find-in-page.
  return (
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <DataGrid<R>
        rows={data ?? []}
        columns={labelledColumns}
        rowCount={total ?? 0}
        loading={isPending}
        paginationMode="server"
        sortingMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={pageSizeOptions}
        onRowClick={onRowClick}
        checkboxSelection={selection !== undefined}
        isRowSelectable={selection && (({ row }: GridRowParams<R>) => selection.isRowSelectable(row))}
        rowSelectionModel={selection?.model}
        onRowSelectionModelChange={selection?.onChange}
        processRowUpdate={processRowUpdate}
        isCellEditable={isRowEditable && (({ row }: GridCellParams<R>) => isRowEditable(row))}
        disableColumnFilter
        disableRowSelectionOnClick
        disableVirtualization
        autoHeight
        localeText={localeText}
        aria-label={ariaLabel}
        sx={{ border: 0, '& .MuiDataGrid-row': { cursor: rowClick === false ? 'default' : 'pointer' } }}
      />
    </Box>
  );
};
