import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { FUEL_GRADE_INFO, currencyExponent, formatDecimal, type FuelGrade } from '@keel/domain';

/** Colours of the grades: residual fuels warm, distillates cool, gas and bio green. */
const GRADE_COLOR: Record<FuelGrade, 'default' | 'primary' | 'secondary' | 'warning' | 'info' | 'success'> = {
  VLSFO: 'primary',
  HSFO: 'warning',
  ULSFO: 'secondary',
  MGO: 'info',
  MDO: 'info',
  B24: 'success',
  LNG: 'success',
};

/** A grade as a small chip with its specification in a tooltip. */
export function FuelGradeChip({ grade }: { grade: FuelGrade }) {
  const info = FUEL_GRADE_INFO[grade];
  return (
    <Tooltip title={`${info.specification}, max. ${info.maxSulphurPercent} % sulphur`}>
      <Chip size="small" variant="outlined" color={GRADE_COLOR[grade]} label={info.label} />
    </Tooltip>
  );
}

/** A price per tonne for display at the currency's minor unit: "USD 1,234.50", "JPY 95,000". */
export function formatPrice(price: string, currency: string): string {
  const exponent = Math.min(2, currencyExponent(currency));
  return `${currency} ${formatDecimal(price, exponent, { groupSeparator: ',' })}`;
}
