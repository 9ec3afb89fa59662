import { Button, VisuallyHidden } from '@chakra-ui/react';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';
import { safeWebUrl } from '../model/safe-url.ts';
import { SlotPlaceholder } from './slot-placeholder.tsx';

/**
 * The link to the external wallet site: a form that POSTs the remitter_id to the wallet address
 * from the UI options, in a new tab (so the id is never put in a URL). An empty slot shows until
 * the address is known.
 */
export function WalletForm({ action, remitterId }: { action: unknown; remitterId: string }) {
  const url = safeWebUrl(action);
  if (!url) return <SlotPlaceholder />;
  return (
    <form method="post" action={url} target="_blank" rel="noopener">
      <input type="hidden" name="remitter_id" value={remitterId} />
      <Button type="submit" variant="ghost" {...NAV_ITEM_STYLE}>
        My Wallet
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    </form>
  );
}
