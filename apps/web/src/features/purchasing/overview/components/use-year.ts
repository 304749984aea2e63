import { useSearchParams } from 'react-router';

/** The budget year of an overview page, kept in `?year=` (this year by default). */
export function useYearParam(): [number, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date().getFullYear();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 2000 && raw <= 2100 ? raw : now;
  const setYear = (next: number) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next === now) copy.delete('year');
      else copy.set('year', String(next));
      return copy;
    });
  return [year, setYear];
}
