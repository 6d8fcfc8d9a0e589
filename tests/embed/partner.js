// The partner page's script (see partner.html). Its settings come in the URL fragment, so that no token reaches a
// server log: remote (URL of the remote's remoteEntry.js), module (Home, Dashboard, ...), api (API base URL), token
// (a user's access token) or share (an anonymous dashboard's share token), site (the id to show), lang.
(function () {
  'use strict';
  var settings = new URLSearchParams(window.location.hash.slice(1));
  var state = document.getElementById('embed-state');
  var unmountButton = document.getElementById('unmount');
  var element = document.getElementById('widget');

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('could not load ' + src));
      };
      document.head.appendChild(script);
    });
  }

  async function start() {
    var remoteEntry = settings.get('remote');
    await loadScript(remoteEntry);
    // The remote's container is a global named after it; with an empty share scope it uses its own copies of React
    // and the other shared libraries, so this page needs none.
    var container = window[settings.get('container') || 'mf_dashboard'];
    await container.init({});
    var factory = await container.get('./embed');
    var lifecycles = factory().embeds[settings.get('module') || 'Home'];
    var props = {
      name: 'bess-widget',
      domElement: element,
      apiBaseUrl: settings.get('api'),
      accessToken: settings.get('token') || undefined,
      shareToken: settings.get('share') || undefined,
      selectionId: settings.get('site') || undefined,
      language: settings.get('lang') || undefined,
    };
    element.addEventListener('bess:notify', function (event) {
      state.textContent = 'notification: ' + event.detail.message;
    });
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    state.textContent = 'mounted';
    unmountButton.disabled = false;
    unmountButton.addEventListener('click', async function () {
      unmountButton.disabled = true;
      await lifecycles.unmount(props);
      state.textContent = 'unmounted';
    });
  }

  start().catch(function (error) {
    state.textContent = 'failed: ' + error.message;
  });
})();
