export interface BankCodeRow {
  id: string;
  code: string;
  name: string;
  is_active: boolean;
  updated_at: string;
}
