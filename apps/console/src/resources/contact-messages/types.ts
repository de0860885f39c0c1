import type { ContactCategory, ContactStatus } from '@lendbridge/domain';

export interface ContactFileRecord {
  id: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  url: string;
}

/** A contact message as the console API answers it (the show adds its files). */
export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  category: ContactCategory;
  description: string;
  user_id: number | null;
  member_serial: string | null;
  status: ContactStatus;
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  file_count: number;
  created_at: string;
  updated_at: string;
  files?: ContactFileRecord[];
}
