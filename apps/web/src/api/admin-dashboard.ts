import type { AdminDashboardResponse } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** The administrator's landing: the platform's figures at a glance (`GET /admin/dashboard`). */
const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sales, commission, orders, pending payouts and shops awaiting approval; 30 days of daily sales. */
    getAdminDashboard: build.query<AdminDashboardResponse, void>({
      query: () => '/admin/dashboard',
      // A payout decided or a seller approved elsewhere in the admin area changes these figures.
      providesTags: [Tag.Payouts, Tag.AdminSellers],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = adminDashboardApi;
