import type { ShopCard, ShopOrderAnswer, ShopProduct } from '@lendbridge/domain';

export const GOODS_SHOP: ShopCard = { id: 1, name: '石虎米小舖', kind: 'goods', description: '石虎友善農法的米與農產', image: null };
export const SERVICE_SHOP: ShopCard = { id: 2, name: '信用諮詢室', kind: 'service', description: '一對一信用諮詢', image: null };

export const product = (id: number, name: string, price: number, extra: Partial<ShopProduct> = {}): ShopProduct => ({
  id,
  shop_id: 1,
  name,
  price,
  is_orderable: true,
  is_visible: true,
  quantity: 20,
  note: '',
  images: [],
  ...extra,
});

export const RICE = product(11, '石虎米 白米 2 公斤', 480);
export const BROWN = product(12, '石虎米 糙米 2 公斤', 520);
export const HONEY = product(13, '龍眼蜜 700 克', 650);
export const CONSULT = product(21, '信用健檢 60 分鐘', 1_500, { shop_id: 2 });

export const ORDER: ShopOrderAnswer = {
  serial: 'SO261128000001',
  shop_id: 1,
  shop_name: GOODS_SHOP.name,
  status: 'unpaid',
  total: 1_000,
  discount: 0,
  payment_method: 'lnb_paylater_installment',
  delivery_status: 'pending',
  lines: [{ product_id: 11, name: RICE.name, price: 480, quantity: 1, note: '' }, { product_id: 12, name: BROWN.name, price: 520, quantity: 1, note: '' }],
  receiver_name: '林小美',
  phone: '0912345678',
  email: 'member@example.com',
  address: '臺北市大安區復興南路一段 100 號',
  note: '',
  contact: '',
  pay_deadline: '2025-11-20T04:30:00.000Z',
  paid_at: null,
  delivery_deadline: null,
  carrier: null,
  carrier_code: null,
  instalments: [],
  info: { temple: null, delivery: null, leopard_cat_rice_type: '白米' },
  created_at: '2025-11-20T04:00:00.000Z',
};

/** The products the server returns for the ids a request asks for (the cart refresh), or a page of all. */
export const productsAnswer = (all: readonly ShopProduct[]) => (request: { url: string }) => {
  const ids = new URL(request.url, 'http://localhost').searchParams.get('ids');
  const wanted = ids === null ? all : all.filter((item) => ids.split(',').includes(String(item.id)));
  return { body: { data: wanted, meta: { current_page: 1, last_page: 1, total: wanted.length } } };
};
