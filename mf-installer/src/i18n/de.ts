import type { DeepString } from '@bess/shared';
import type { en } from './en';

/** German texts of mf-installer's own namespace; a chunk of this remote, fetched when a user needs them. */
export const de: DeepString<typeof en> = {
  installer: {
    title: 'Batterie installieren',
    notInstaller:
      'Die Installateur-App ist Installateuren vorbehalten. Bitte wenden Sie sich an den Support, um Zugriff zu erhalten.',
    wizard: 'Installationsschritte',
    steps: {
      device: 'Batterie',
      site: 'Anlage',
      save: 'Speichern',
      meter: 'Zähler',
      confirm: 'Bestätigen',
    },
    next: 'Weiter',
    back: 'Zurück',
    startOver: 'Neu beginnen',
    resumed: 'Sie machen dort weiter, wo Sie aufgehört haben: {{step}}.',
    offline:
      'Keine Verbindung. Ihr Fortschritt bleibt hier erhalten; machen Sie weiter, sobald die Verbindung zurück ist.',
    device: {
      title: 'QR-Code scannen oder Geräte-ID eingeben',
      scan: 'QR-Code scannen',
      photo: 'Foto des Typenschilds',
      scanHint: 'Richten Sie die Kamera auf den QR-Code auf dem Typenschild der Batterie.',
      cameraStarting: 'Kamera wird gestartet…',
      cameraUnavailable:
        'Die Kamera ist nicht verfügbar. Fotografieren Sie das Typenschild oder geben Sie stattdessen die Geräte-ID ein.',
      closeCamera: 'Kamera schließen',
      cameraTimedOut:
        'Die Kamera ist nicht gestartet. Fotografieren Sie das Typenschild oder geben Sie stattdessen die Geräte-ID ein.',
      typeInstead: 'Stattdessen ID eingeben',
      reading: 'Foto wird gelesen…',
      or: 'oder',
      deviceId: 'Geräte-ID',
      deviceIdPlaceholder: 'SC-000000123',
      lookUp: 'Batterie suchen',
      scanned: '{{id}} wurde aus dem QR-Code gelesen',
      found: 'Gerät {{id}} gefunden',
      serialNumber: 'Seriennummer: {{serialNumber}}',
      notFound: 'Die Batterie {{id}} ist für Sie nicht verfügbar. Prüfen Sie die ID auf dem Typenschild.',
      locked:
        'Die Batterie {{id}} ist bereits unter {{site}} gespeichert und kann in dieser Installation nicht geändert werden.',
    },
    site: {
      title: 'Anlage auswählen oder anlegen',
      mode: 'Wo ist die Batterie installiert?',
      choose: 'Anlage auswählen',
      create: 'Neue Anlage anlegen',
      around: 'Neue Anlage für diese Batterie',
      aroundHint: 'Legt eine Anlage für die Batterie {{id}} an und speichert die Batterie sofort darin.',
      noSites: 'Sie haben keine Anlage zur Auswahl. Legen Sie eine neue an.',
      siteName: 'Name der Anlage',
      address: 'Adresse',
      country: 'Land',
      timezone: 'Zeitzone',
      latitude: 'Breitengrad',
      longitude: 'Längengrad',
      useLocation: 'Meinen Standort verwenden',
      locating: 'Standort wird ermittelt…',
      locationUnavailable: 'Ihr Standort ist nicht verfügbar. Geben Sie die Koordinaten stattdessen ein.',
      createSite: 'Anlage anlegen',
      createAround: 'Anlage anlegen und Batterie speichern',
      created: 'Die Anlage {{name}} wurde angelegt',
      chosen: 'Anlage: {{name}}',
    },
    save: {
      title: 'Batterie speichern',
      text: 'Speichern Sie die Batterie {{id}} unter {{site}}.',
      button: 'Batterie speichern',
      saved: 'Die Batterie {{id}} wurde unter {{site}} gespeichert',
      failed: 'Die Batterie konnte nicht gespeichert werden',
    },
    meter: {
      intro:
        'Schließen Sie den Zähler an und starten Sie dann die Einrichtung. Sie durchläuft jeden Schritt und testet die Zählerinstallation.',
      running: 'Zählereinrichtung läuft',
      retry: 'Erneut versuchen',
      failed: 'Die Zählereinrichtung ist fehlgeschlagen',
    },
    confirm: {
      title: 'Installation bestätigen',
      text: 'Bestätigen Sie, dass die Batterie {{id}} in {{site}} installiert ist.',
      button: 'Installation bestätigen',
      done: 'Die Batterie ist installiert',
      commissioned: 'Batterie {{id}} in {{site}}, in Betrieb genommen am {{date}}',
      addAnother: 'Weitere Batterie zu {{site}} hinzufügen',
      finish: 'Fertigstellen',
    },
  },
};
