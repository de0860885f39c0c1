export const PRODUCT_NAME = '信橋 LendBridge 管理後台';
