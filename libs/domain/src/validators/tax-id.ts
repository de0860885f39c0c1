/**
 * Taiwan business ID (統一編號): 8 digits weighted 1,2,1,2,1,2,4,1; the digits of each product
 * are added. Valid when the sum is a multiple of 5 (the 2023 rule, which includes the older
 * multiple-of-10 rule). When the seventh digit is 7 its product 28 adds up to 10, which may
 * count as 0 or 1, so sum + 1 being a multiple of 5 is valid too.
 */
const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

export const isValidTaxId = (value: string): boolean => {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = value.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const product = digit * (TAX_ID_WEIGHTS[index] ?? 0);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return sum % 5 === 0 || (digits[6] === 7 && (sum + 1) % 5 === 0);
};
