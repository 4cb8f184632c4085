import type {
  CommissionRuleResponse,
  CommissionRulesPage,
  CommissionRulesQuery,
  CreateCommissionRuleBody,
  UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import { api, Tag } from './base';

/** Commission rules (product.md#admin-area): the list by scope and status, create, edit, end. */
const adminCommissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommissionRules: build.query<CommissionRulesPage, Partial<CommissionRulesQuery>>({
      query: (params) => ({ url: '/api/admin/commission-rules', params }),
      providesTags: [Tag.AdminCommissions],
    }),
    /** The server refuses a second rule in force for the same target at the same time (409, its reason). */
    createCommissionRule: build.mutation<CommissionRuleResponse, CreateCommissionRuleBody>({
      query: (body) => ({ url: '/api/admin/commission-rules', method: 'POST', body }),
      invalidatesTags: [Tag.AdminCommissions],
    }),
    /** A rule in force ends now and its new version starts: answers the new version. */
    updateCommissionRule: build.mutation<
      CommissionRuleResponse,
      { id: number; body: UpdateCommissionRuleBody }
    >({
      query: ({ id, body }) => ({ url: `/api/admin/commission-rules/${id}`, method: 'PUT', body }),
      invalidatesTags: [Tag.AdminCommissions],
    }),
    endCommissionRule: build.mutation<CommissionRuleResponse, number>({
      query: (id) => ({ url: `/api/admin/commission-rules/${id}/end`, method: 'POST', body: {} }),
      invalidatesTags: [Tag.AdminCommissions],
    }),
  }),
});

export const {
  useGetCommissionRulesQuery,
  useCreateCommissionRuleMutation,
  useUpdateCommissionRuleMutation,
  useEndCommissionRuleMutation,
} = adminCommissionsApi;
