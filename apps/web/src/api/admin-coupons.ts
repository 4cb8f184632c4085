import type { AdminCouponResponse, CouponResponse, CreateCouponBody } from '@tecnobazar/shared';
import { api, Tag } from './base';

/** Coupon administration (product.md#admin-area). */
const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each coupon with `timesUsed`, the purchases that still use it (not all of their orders cancelled). */
    getAdminCoupons: build.query<AdminCouponResponse[], void>({
      query: () => '/api/coupons/admin/all',
      providesTags: [Tag.AdminCoupons],
    }),
    /** Answers the coupon created; the server refuses a code already in use with its reason. */
    createCoupon: build.mutation<CouponResponse, CreateCouponBody>({
      query: (body) => ({ url: '/api/coupons/admin/create', method: 'POST', body }),
      invalidatesTags: [Tag.AdminCoupons],
    }),
    /** Switches a coupon off (or back on) without deleting it; answers the coupon as it now is. */
    setCouponActive: build.mutation<CouponResponse, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/api/coupons/admin/${id}/active`,
        method: 'PATCH',
        body: { active },
      }),
      invalidatesTags: [Tag.AdminCoupons],
    }),
    deleteCoupon: build.mutation<{ message: string; id: number }, number>({
      query: (id) => ({ url: `/api/coupons/admin/delete/${id}`, method: 'DELETE' }),
      invalidatesTags: [Tag.AdminCoupons],
    }),
  }),
});

export const {
  useGetAdminCouponsQuery,
  useCreateCouponMutation,
  useSetCouponActiveMutation,
  useDeleteCouponMutation,
} = adminCouponsApi;
