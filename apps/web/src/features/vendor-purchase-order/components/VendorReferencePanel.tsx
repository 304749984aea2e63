import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { VENDOR_REFERENCE_MAX, vendorReferenceSchema, type VendorPurchaseOrder } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form';
import { useDownloadVendorPdf } from '../api/download-vendor-pdf';
import { useSetVendorReference } from '../api/set-vendor-reference';

/**
 * The order as a PDF (with the invoice address and the ship's IMO number) and the vendor's own order
 * reference, which the buyer sees on the order.
 */
export function VendorReferencePanel({ order, token }: { order: VendorPurchaseOrder; token: string }) {
  const save = useSetVendorReference(token);
  const pdf = useDownloadVendorPdf(token);
  const [reference, setReference] = useState(order.vendorReference ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const unchanged = reference.trim() === (order.vendorReference ?? '');

  const submit = async () => {
    setFailure(null);
    setSaved(false);
    const parsed = vendorReferenceSchema.safeParse({ reference });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      const next = await save.mutateAsync(parsed.data.reference);
      setReference(next.vendorReference ?? '');
      setSaved(true);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return setErrors(fields);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '15px', display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Document and your reference
        </Typography>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(order.number, { onError: (e) => setFailure(errorMessage(e)) })}
        >
          Download PDF
        </Button>
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      {order.canSetReference ? (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Your order reference"
            value={reference}
            onChange={(e) => {
              setReference(e.target.value);
              setSaved(false);
            }}
            error={Boolean(errors.reference)}
            helperText={
              errors.reference ??
              (saved ? 'Saved. The buyer sees it on the order.' : 'Quote it on your invoice.')
            }
            slotProps={{ htmlInput: { maxLength: VENDOR_REFERENCE_MAX } }}
            sx={{ flex: '1 1 240px' }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            disabled={unchanged}
            sx={{ mt: 1 }}
          >
            Save reference
          </Button>
        </Box>
      ) : (
        order.vendorReference && (
          <Typography variant="body2">
            Your order reference: <strong>{order.vendorReference}</strong>
          </Typography>
        )
      )}
    </Paper>
  );
}
