/**
 * The demo shops' shipping rates (decision 0023), in cents: cheaper near each shop's warehouse, dearer to
 * the departments only reached by air or river. Nodo Digital sets none and charges the store's flat fee.
 */
const REMOTE = ['91', '94', '95', '97', '99', '88'].map((department) => ({
  department,
  rateCents: 3_500_000,
}));

export const DEMO_SHIPPING: readonly {
  email: string;
  defaultRateCents: number;
  freeFromCents: number | null;
  departments: { department: string; rateCents: number }[];
}[] = [
  {
    email: 'ventas@hardwareandino.tecnobazar.local',
    defaultRateCents: 1_200_000,
    freeFromCents: 30_000_000,
    departments: [
      { department: '11', rateCents: 600_000 },
      { department: '25', rateCents: 800_000 },
      ...REMOTE,
    ],
  },
  {
    email: 'ventas@pixelstore.tecnobazar.local',
    defaultRateCents: 1_400_000,
    freeFromCents: 50_000_000,
    departments: [{ department: '05', rateCents: 700_000 }, ...REMOTE],
  },
  {
    email: 'ventas@megachip.tecnobazar.local',
    defaultRateCents: 1_300_000,
    freeFromCents: null,
    departments: [
      { department: '76', rateCents: 650_000 },
      { department: '19', rateCents: 900_000 },
      ...REMOTE,
    ],
  },
  {
    email: 'ventas@bytecaribe.tecnobazar.local',
    defaultRateCents: 1_500_000,
    freeFromCents: 40_000_000,
    departments: [
      { department: '08', rateCents: 600_000 },
      { department: '13', rateCents: 900_000 },
      { department: '47', rateCents: 900_000 },
      ...REMOTE,
    ],
  },
];
