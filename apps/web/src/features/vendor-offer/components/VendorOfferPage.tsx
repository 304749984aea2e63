import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FullHeightLoader } from '../../../components/LoadingWheel';
import { ApiError } from '../../../lib/api-error';
import { useOffer } from '../api/offer-api';
import { ClosedLink } from './ClosedLink';
import { DeclineDialog } from './DeclineDialog';
import { OfferHeader } from './OfferHeader';
import { PublicShell } from './PublicShell';
import { QuoteForm } from './QuoteForm';
import { RevisionView } from './RevisionView';

/**
 * `/vendor/offer?token=…`: the public page a vendor opens from the e-mail, without logging in. Shows
 * the request, the vendor's quote form (save draft, attach files, submit, decline) while it is open,
 * and every submitted revision read-only; a clear page when the link no longer works.
 */
export function VendorOfferPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const offer = useOffer(token);
  const [declining, setDeclining] = useState(false);

  let content;
  if (!token)
    content = (
      <ClosedLink error={new ApiError(403, 'The link is incomplete: open the whole link from the e-mail.')} />
    );
  else if (offer.isPending) content = <FullHeightLoader label="Loading the request" height="60vh" />;
  else if (offer.isError) content = <ClosedLink error={offer.error} />;
  else {
    const data = offer.data;
    const current = data.submitted.find((q) => q.status === 'SUBMITTED');
    content = (
      <>
        <OfferHeader offer={data} />
        {!data.open && data.closedMessage && (
          <Alert severity={data.invitationState === 'DECLINED' ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {/[.!?]$/.test(data.closedMessage) ? data.closedMessage : `${data.closedMessage}.`}
            {data.declineReason && ` Your reason: “${data.declineReason.replace(/[.!?]$/, '')}”.`}
          </Alert>
        )}
        {data.open && current && (
          <Alert severity="success" sx={{ mb: 2 }}>
            The buyer has your revision {current.revision}. You may submit a new revision until the deadline.
          </Alert>
        )}
        {data.open ? (
          <QuoteForm
            key={`${data.draft?.version ?? 'new'}-${data.submitted.length}`}
            offer={data}
            token={token}
          />
        ) : (
          data.draft && <RevisionView offer={data} quote={data.draft} token={token} />
        )}
        {data.open && (data.invitationState === 'INVITED' || data.invitationState === 'VIEWED') && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              Cannot supply these items?
            </Typography>
            <Button color="warning" onClick={() => setDeclining(true)}>
              Decline this request
            </Button>
          </Box>
        )}
        {data.submitted.length > 0 && (
          <>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              Submitted revisions
            </Typography>
            {data.submitted.map((q) => (
              <RevisionView key={q.revision} offer={data} quote={q} token={token} />
            ))}
          </>
        )}
        <DeclineDialog token={token} open={declining} onClose={() => setDeclining(false)} />
      </>
    );
  }
  return <PublicShell>{content}</PublicShell>;
}
