import { CONSOLE_SHOP_TEXTS as C, SHOP_TEXTS } from '@lendbridge/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import type { HttpFile } from '../../httpClient';
import { useConsoleAction } from '../../shared/useConsoleAction';
import { downloadFile } from './downloadFile';

const EXPORT_FILENAME = 'shop-orders.xlsx';

/** 匯出 Excel: the orders the list's filter selects, as the .xlsx the API builds, downloaded with the session. */
export const ExportOrdersButton = () => {
  const { filterValues } = useListContext();
  const exportOrders = useConsoleAction<Record<string, unknown>, HttpFile>({
    send: (dataProvider, filter) => dataProvider.exportShopOrders(filter),
    done: C.exported,
    onDone: (file) => downloadFile(file, EXPORT_FILENAME),
    refresh: false,
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={exportOrders.isPending} onClick={() => void exportOrders.run(filterValues)}>
      {SHOP_TEXTS.export}
    </Button>
  );
};
