import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, configurationKeys, serverCodeKey, useHost, type Wire } from '@bess/shared';
import { refusedFields } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import {
  commissionBody,
  groupBody,
  siteAroundBody,
  siteBody,
  updateSiteBody,
  type GroupFormValues,
  type SiteFormValues,
} from '../managementRules';

/**
 * Creating, changing, moving and deleting sites and groups, and (un)commissioning devices. Each success waits for the
 * configuration to be fetched again, so the shell's sidebar and selection follow at once (spec 4: a created site is
 * selected; removing a site clears the selection).
 */
export function useManagement() {
  const { api, notify, select, selection, configuration } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  // The shell resolves a selected id against the configuration it holds, so a created site or group is selected
  // once the refetched configuration has reached this render, not in the mutation's callback.
  const toSelect = useRef<string | null>(null);
  useEffect(() => {
    const id = toSelect.current;
    if (id && (configuration.sitesById.has(id) || configuration.groupsById.has(id))) {
      toSelect.current = null;
      if (selection.id !== id) select(id);
    }
  }, [configuration, select, selection.id]);
  const reload = () => queryClient.invalidateQueries({ queryKey: configurationKeys.all });
  const failed = (err: unknown) => {
    const key = err instanceof ApiError && err.status === 403 ? 'accessDenied' : serverCodeKey(err);
    notify({ level: 'error', message: t(key, { ns: 'error' }) });
  };
  // A refusal that names fields is the form's to show beside them; anything else is a notice.
  const failedInForm = (err: unknown) => {
    if (refusedFields(err).length === 0) failed(err);
  };
  const done = (message: string) => notify({ level: 'success', message });

  const createSite = useMutation({
    mutationFn: (values: SiteFormValues) => api.sites.create(siteBody(values)),
    onSuccess: async ({ siteId }, values) => {
      // Marked before the refetch: the render that brings the new configuration must find it (set after, the effect
      // would already have run and the site would wait for the next poll to be selected).
      toSelect.current = siteId;
      await reload();
      done(t('management.created', { name: values.siteName.trim() }));
    },
    onError: failedInForm,
  });

  const updateSite = useMutation({
    mutationFn: async ({
      site,
      values,
    }: {
      site: Wire.Site | { siteId: string; parentId: string | null };
      values: SiteFormValues;
    }) => {
      await api.sites.update(updateSiteBody(site.siteId, values));
      // spec 7: a move is PUT /AddSiteGroup.
      if ((site.parentId ?? null) !== values.parentId) {
        await api.groups.addSite({ siteId: site.siteId, parentId: values.parentId });
      }
    },
    onSuccess: async (_answer, { values }) => {
      await reload();
      done(t('management.saved', { name: values.siteName.trim() }));
    },
    onError: failedInForm,
  });

  const deleteSite = useMutation({
    mutationFn: (site: { siteId: string; siteName: string }) => api.sites.remove({ siteId: site.siteId }),
    onSuccess: async (_answer, site) => {
      // spec 4: removing a site clears the selection.
      if (selection.id === site.siteId) select(null);
      await reload();
      done(t('management.deleted', { name: site.siteName }));
    },
    onError: failed,
  });

  const createGroup = useMutation({
    mutationFn: (values: GroupFormValues) => api.groups.create(groupBody(values)),
    onSuccess: async ({ siteGroupId }, values) => {
      toSelect.current = siteGroupId;
      await reload();
      done(t('management.created', { name: values.name.trim() }));
    },
    onError: failedInForm,
  });

  const updateGroup = useMutation({
    mutationFn: ({ siteGroupId, values }: { siteGroupId: string; values: GroupFormValues }) =>
      api.groups.update({ siteGroupId, ...groupBody(values) }),
    onSuccess: async (_answer, { values }) => {
      await reload();
      done(t('management.saved', { name: values.name.trim() }));
    },
    onError: failedInForm,
  });

  const deleteGroup = useMutation({
    mutationFn: (group: { siteGroupId: string; name: string }) => api.groups.remove({ siteGroupId: group.siteGroupId }),
    onSuccess: async (_answer, group) => {
      if (selection.id === group.siteGroupId) select(null);
      await reload();
      done(t('management.deleted', { name: group.name }));
    },
    onError: failed,
  });

  const commission = useMutation({
    mutationFn: (input: { siteId: string; siteName: string; deviceId: string; serialNumber: string; code: string }) =>
      api.commissioning.commission(commissionBody(input.siteId, input)),
    onSuccess: async (_answer, input) => {
      await reload();
      done(t('management.commissioned', { id: input.deviceId.trim(), site: input.siteName }));
    },
    onError: failedInForm,
  });

  const uncommission = useMutation({
    mutationFn: (input: { siteId: string; siteName: string; deviceId: string }) =>
      api.commissioning.uncommission({ siteId: input.siteId, deviceId: input.deviceId }),
    onSuccess: async (_answer, input) => {
      await reload();
      done(t('management.uncommissioned', { id: input.deviceId, site: input.siteName }));
    },
    onError: failed,
  });

  // spec 4: "creating a site around a device makes a site and selects it" (POST /CreateSiteAroundDevice).
  const createSiteAroundDevice = useMutation({
    mutationFn: ({ deviceId, values }: { deviceId: string; values: SiteFormValues }) =>
      api.commissioning.createSiteAroundDevice(siteAroundBody(deviceId, values)),
    onSuccess: async ({ siteId }, { deviceId, values }) => {
      toSelect.current = siteId;
      await reload();
      done(t('management.createdAround', { name: values.siteName.trim(), id: deviceId }));
    },
    onError: failedInForm,
  });

  // spec 7 DELETE /Device: the device leaves its site and the fleet; spec 4: a site with no device left is an empty
  // site (the refetched configuration says so).
  const deleteDevice = useMutation({
    mutationFn: (input: { deviceId: string }) => api.devices.remove({ deviceId: input.deviceId }),
    onSuccess: async (_answer, input) => {
      await reload();
      done(t('management.deviceDeleted', { id: input.deviceId }));
    },
    onError: failed,
  });

  const setPartner = useMutation({
    mutationFn: (input: { deviceId: string; partnerId: string | null }) => api.devices.updateWithPartner(input),
    onSuccess: async (_answer, input) => {
      await reload();
      done(t('management.partnerSet', { id: input.deviceId }));
    },
    onError: failed,
  });

  return {
    createSite,
    updateSite,
    deleteSite,
    createGroup,
    updateGroup,
    deleteGroup,
    commission,
    uncommission,
    createSiteAroundDevice,
    deleteDevice,
    setPartner,
  };
}
