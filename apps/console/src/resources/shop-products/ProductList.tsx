import { CONSOLE_SHOP_TEXTS as C, ntdText } from '@lendbridge/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { CreateButton, List, ReferenceInput, SearchInput, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ListDataGrid } from '../../ListDataGrid';
import { ListThumbnail, uploadUrl } from '../../shared/UploadImage';
import type { ProductRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={C.productSearch} />,
  <ReferenceInput key="shop_id" source="shop_id" reference="myshop" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'shop-products', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

const ProductGrid = () => {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'shop-products', action: 'edit' });
  const columns = useMemo<GridColDef<ProductRecord>[]>(() => {
    const flag = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    return [
      {
        field: 'image_ids',
        width: 70,
        sortable: false,
        renderCell: ({ row }) => {
          const [first] = row.image_ids;
          return first === undefined ? null : <ListThumbnail src={uploadUrl(first)} alt={row.name} />;
        },
      },
      { field: 'name', flex: 1, minWidth: 180 },
      { field: 'shop_name', width: 140, sortable: false },
      { field: 'price', width: 120, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => ntdText(value) },
      { field: 'quantity', width: 90, align: 'right', headerAlign: 'right' },
      { field: 'is_orderable', width: 90, sortable: false, valueFormatter: flag },
      { field: 'is_visible', width: 90, sortable: false, valueFormatter: flag },
    ];
  }, [translate]);
  return <ListDataGrid<ProductRecord> columns={columns} rowClick={canEdit ? 'edit' : 'show'} aria-label={C.products} />;
};

/** 商城商品: the shop's products, newest first. */
export const ProductList = () => (
  <List title={C.products} filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false} pagination={false} empty={false}>
    <ProductGrid />
  </List>
);
