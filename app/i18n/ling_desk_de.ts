<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe anzeigen und beenden</translation>
    </message>
    <message>
        <source>show program's version number and exit</source>
        <translation>die Versionsnummer des Programms anzeigen und beenden</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>die folgenden Argumente sind erforderlich: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Auswahl: %(value)r (möglich sind %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>erwartet genau ein Argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>erwartet höchstens ein Argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>erwartet mindestens ein Argument</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s passt zu %(matches)s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>unerwartete Option: %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit Argument %s erlaubt</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>eines der Argumente %s ist erforderlich</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <source>{file} is encrypted, and no data key was given to read it</source>
        <translation>{file} ist verschlüsselt, und es wurde kein Datenschlüssel zum Lesen angegeben</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>record {n}</source>
        <translation>Eintrag {n}</translation>
    </message>
    <message>
        <source>records {first}-{last}</source>
        <translation>Einträge {first}–{last}</translation>
    </message>
    <message>
        <source>the head file cannot be read: {error}</source>
        <translation>die Kopfdatei kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (after {previous}, before {next}): records from {seq} on are not there</source>
        <translation>die Prüfdatei {missing} fehlt (nach {previous}, vor {next}): Einträge ab {seq} sind nicht vorhanden</translation>
    </message>
    <message>
        <source>the audit file {missing} is missing (before {next}): records from {seq} on are not there</source>
        <translation>die Prüfdatei {missing} fehlt (vor {next}): Einträge ab {seq} sind nicht vorhanden</translation>
    </message>
    <message>
        <source>{gone} removed (a gap in seq: {last} is followed by {seq})</source>
        <translation>{gone} entfernt (Lücke in seq: auf {last} folgt {seq})</translation>
    </message>
    <message>
        <source>record {seq} is out of order (after record {last})</source>
        <translation>Eintrag {seq} steht an falscher Stelle (nach Eintrag {last})</translation>
    </message>
    <message>
        <source>record {seq} was changed (its fields are not as written)</source>
        <translation>Eintrag {seq} wurde geändert (seine Felder sind nicht wie geschrieben)</translation>
    </message>
    <message>
        <source>record {seq} was changed (its hash does not match its content)</source>
        <translation>Eintrag {seq} wurde geändert (sein Hash passt nicht zum Inhalt)</translation>
    </message>
    <message>
        <source>record {seq} does not follow record {last} (its prev is not that record's hash): a record before it was replaced or removed</source>
        <translation>Eintrag {seq} folgt nicht auf Eintrag {last} (sein prev ist nicht der Hash jenes Eintrags): Ein Eintrag davor wurde ersetzt oder entfernt</translation>
    </message>
    <message>
        <source>the head file {file} is missing: the log's end cannot be proven (it was removed, maybe with records cut from the tail)</source>
        <translation>die Kopfdatei {file} fehlt: Das Ende des Protokolls lässt sich nicht belegen (sie wurde entfernt, vielleicht mit am Ende abgeschnittenen Einträgen)</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed</source>
        <translation>das Ende wurde abgeschnitten: Das Protokoll endet bei Eintrag {last}, laut Kopf aber bei {seq}; {gone} entfernt</translation>
    </message>
    <message>
        <source>the tail was cut: the log ends at record {last}, but its head says {seq}; {gone} removed (its file {file} is gone)</source>
        <translation>das Ende wurde abgeschnitten: Das Protokoll endet bei Eintrag {last}, laut Kopf aber bei {seq}; {gone} entfernt (seine Datei {file} fehlt)</translation>
    </message>
    <message>
        <source>record {seq} is not the one the head file names (its hash differs): the record or the head was replaced</source>
        <translation>Eintrag {seq} ist nicht der, den die Kopfdatei nennt (sein Hash weicht ab): Eintrag oder Kopf wurde ersetzt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Changed: {summary}</source>
        <translation>Geändert: {summary}</translation>
    </message>
    <message>
        <source>Ling Desk is locked. Unlock the main window to see the activity log.</source>
        <translation>Ling Desk ist gesperrt. Entsperren Sie das Hauptfenster, um das Aktivitätsprotokoll zu sehen.</translation>
    </message>
    <message>
        <source>Cannot check the record: the activity log cannot be read.</source>
        <translation>Die Aufzeichnung kann nicht geprüft werden: Das Aktivitätsprotokoll ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Cannot read the activity log: {why}.</source>
        <translation>Das Aktivitätsprotokoll kann nicht gelesen werden: {why}.</translation>
    </message>
    <message>
        <source>Activity log — Ling Desk</source>
        <translation>Aktivitätsprotokoll — Ling Desk</translation>
    </message>
    <message>
        <source>Activity log</source>
        <translation>Aktivitätsprotokoll</translation>
    </message>
    <message>
        <source>Ling Desk's tamper-evident record of gateway calls, key changes, tool permissions, exports and deletions, newest first. It never holds what you wrote.</source>
        <translation>Die manipulationssichere Aufzeichnung von Ling Desk über Gateway-Aufrufe, Schlüsseländerungen, Tool-Berechtigungen, Exporte und Löschungen, neueste zuerst. Sie enthält nie, was Sie geschrieben haben.</translation>
    </message>
    <message>
        <source>Chain status</source>
        <translation>Kettenstatus</translation>
    </message>
    <message>
        <source>Whether the activity log is whole, or which record was changed or removed</source>
        <translation>Ob das Aktivitätsprotokoll vollständig ist oder welcher Eintrag geändert oder entfernt wurde</translation>
    </message>
    <message>
        <source>All activity</source>
        <translation>Alle Aktivitäten</translation>
    </message>
    <message>
        <source>Kind of activity</source>
        <translation>Art der Aktivität</translation>
    </message>
    <message>
        <source>Show only one kind of record, or all activity</source>
        <translation>Nur eine Art von Einträgen oder alle Aktivitäten anzeigen</translation>
    </message>
    <message>
        <source>Show only one kind of record</source>
        <translation>Nur eine Art von Einträgen anzeigen</translation>
    </message>
    <message>
        <source>Show the records of the last hour, of today, of the last 7 days, or all of them</source>
        <translation>Einträge der letzten Stunde, von heute, der letzten 7 Tage oder alle anzeigen</translation>
    </message>
    <message>
        <source>Show only the records of this time</source>
        <translation>Nur Einträge dieses Zeitraums anzeigen</translation>
    </message>
    <message>
        <source>Filter: an app, a route, a tool, a status…</source>
        <translation>Filter: eine App, eine Route, ein Tool, ein Status …</translation>
    </message>
    <message>
        <source>Filter text</source>
        <translation>Filtertext</translation>
    </message>
    <message>
        <source>Show only the records whose summary holds this text (case does not matter)</source>
        <translation>Nur Einträge anzeigen, deren Zusammenfassung diesen Text enthält (Groß-/Kleinschreibung egal)</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Activity records</source>
        <translation>Aktivitätseinträge</translation>
    </message>
    <message>
        <source>One record a row, newest first: when, what kind, a summary, and its number. The details below show every field and the record's hash.</source>
        <translation>Ein Eintrag pro Zeile, neueste zuerst: wann, welche Art, eine Zusammenfassung und seine Nummer. Die Details darunter zeigen jedes Feld und den Hash des Eintrags.</translation>
    </message>
    <message>
        <source>Yesterday {time}</source>
        <translation>Gestern {time}</translation>
    </message>
    <message>
        <source>Choose a record to see all its fields and its hash.</source>
        <translation>Wählen Sie einen Eintrag, um alle seine Felder und seinen Hash zu sehen.</translation>
    </message>
    <message>
        <source>Record details</source>
        <translation>Eintragsdetails</translation>
    </message>
    <message>
        <source>Every field of the chosen record, its time, and the hashes that chain it</source>
        <translation>Jedes Feld des gewählten Eintrags, seine Zeit und die Hashes, die ihn verketten</translation>
    </message>
    <message>
        <source>Activity log message</source>
        <translation>Meldung des Aktivitätsprotokolls</translation>
    </message>
    <message>
        <source>Why no records are listed</source>
        <translation>Warum keine Einträge angezeigt werden</translation>
    </message>
    <message>
        <source>Export result</source>
        <translation>Exportergebnis</translation>
    </message>
    <message>
        <source>What the last export wrote, or why it could not</source>
        <translation>Was der letzte Export geschrieben hat oder warum er es nicht konnte</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Read the activity log again and check that it is whole</source>
        <translation>Das Aktivitätsprotokoll erneut lesen und auf Vollständigkeit prüfen</translation>
    </message>
    <message>
        <source>Read the log again and check it (F5)</source>
        <translation>Protokoll erneut lesen und prüfen (F5)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Save every record as JSON lines, the same file as 'ling-desk audit export'</source>
        <translation>Alle Einträge als JSON Lines speichern, dieselbe Datei wie ‚ling-desk audit export‘</translation>
    </message>
    <message>
        <source>Save every record as JSON lines (for a SIEM)</source>
        <translation>Alle Einträge als JSON Lines speichern (für ein SIEM)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the activity log (Esc)</source>
        <translation>Aktivitätsprotokoll schließen (Esc)</translation>
    </message>
    <message>
        <source>Reading the activity log…</source>
        <translation>Aktivitätsprotokoll wird gelesen …</translation>
    </message>
    <message>
        <source>Reading the activity log</source>
        <translation>Lesen des Aktivitätsprotokolls</translation>
    </message>
    <message numerus="yes">
        <source>Checking that the record is whole (%n record(s))…</source>
        <translation>
            <numerusform>Es wird geprüft, ob die Aufzeichnung vollständig ist (%n Eintrag) …</numerusform>
            <numerusform>Es wird geprüft, ob die Aufzeichnung vollständig ist (%n Einträge) …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the activity log… %n record(s) so far.</source>
        <translation>
            <numerusform>Aktivitätsprotokoll wird gelesen … bisher %n Eintrag.</numerusform>
            <numerusform>Aktivitätsprotokoll wird gelesen … bisher %n Einträge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose “All activity” and “All time” to see every record.</source>
        <translation>Wählen Sie „Alle Aktivitäten“ und „Gesamter Zeitraum“, um alle Einträge zu sehen.</translation>
    </message>
    <message>
        <source>Locked.</source>
        <translation>Gesperrt.</translation>
    </message>
    <message>
        <source>Export the activity log</source>
        <translation>Aktivitätsprotokoll exportieren</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Exporting to {path}…</source>
        <translation>Export nach {path} …</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}.</source>
        <translation>
            <numerusform>%n Eintrag nach {path} exportiert.</numerusform>
            <numerusform>%n Einträge nach {path} exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not exported: {why}.</source>
        <translation>Nicht exportiert: {why}.</translation>
    </message>
    <message>
        <source>Exporting the activity log</source>
        <translation>Exportieren des Aktivitätsprotokolls</translation>
    </message>
    <message>
        <source>Gateway call</source>
        <translation>Gateway-Aufruf</translation>
    </message>
    <message>
        <source>Tool permission</source>
        <translation>Tool-Berechtigung</translation>
    </message>
    <message>
        <source>Key created</source>
        <translation>Schlüssel erstellt</translation>
    </message>
    <message>
        <source>Key revoked</source>
        <translation>Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>Key re-issued</source>
        <translation>Schlüssel erneuert</translation>
    </message>
    <message>
        <source>Key confirmed</source>
        <translation>Schlüssel bestätigt</translation>
    </message>
    <message>
        <source>Key exposed</source>
        <translation>Schlüssel offengelegt</translation>
    </message>
    <message>
        <source>Tool server added</source>
        <translation>Tool-Server hinzugefügt</translation>
    </message>
    <message>
        <source>Tool server removed</source>
        <translation>Tool-Server entfernt</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>Löschung</translation>
    </message>
    <message>
        <source>Retention clean-up</source>
        <translation>Automatische Löschung</translation>
    </message>
    <message>
        <source>Settings changed</source>
        <translation>Einstellungen geändert</translation>
    </message>
    <message>
        <source>Policy changed</source>
        <translation>Richtlinie geändert</translation>
    </message>
    <message>
        <source>Engine start</source>
        <translation>Engine-Start</translation>
    </message>
    <message>
        <source>Model download</source>
        <translation>Modell-Download</translation>
    </message>
    <message>
        <source>Model check</source>
        <translation>Modellprüfung</translation>
    </message>
    <message>
        <source>Nothing recorded yet. Gateway calls, tool permissions, exports and deletions will appear here.</source>
        <translation>Noch nichts aufgezeichnet. Gateway-Aufrufe, Tool-Berechtigungen, Exporte und Löschungen erscheinen hier.</translation>
    </message>
    <message>
        <source>No activity matches these filters.</source>
        <translation>Keine Aktivität passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>Today {time}</source>
        <translation>Heute {time}</translation>
    </message>
    <message>
        <source>ddd d MMM HH:mm</source>
        <comment>Qt date pattern: this year</comment>
        <translation>ddd, d. MMM HH:mm</translation>
    </message>
    <message>
        <source>d MMM yyyy HH:mm</source>
        <comment>Qt date pattern: another year</comment>
        <translation>d. MMM yyyy HH:mm</translation>
    </message>
    <message>
        <source>{time} (not a valid time)</source>
        <translation>{time} (keine gültige Zeit)</translation>
    </message>
    <message>
        <source>dddd d MMMM yyyy, HH:mm:ss</source>
        <comment>Qt date pattern: in full</comment>
        <translation>dddd, d. MMMM yyyy, HH:mm:ss</translation>
    </message>
    <message>
        <source>{time} ({zone}); stored as {stored}</source>
        <translation>{time} ({zone}); gespeichert als {stored}</translation>
    </message>
    <message>
        <source>at an unreadable time</source>
        <translation>zu einer unlesbaren Zeit</translation>
    </message>
    <message>
        <source>at {time}</source>
        <translation>um {time}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt date pattern: a day</comment>
        <translation>d. MMM yyyy</translation>
    </message>
    <message>
        <source>on {day} at {time}</source>
        <translation>am {day} um {time}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{tokens_in} → {tokens_out} tokens</source>
        <translation>{tokens_in} → {tokens_out} Token</translation>
    </message>
    <message>
        <source>{tokens} tokens in</source>
        <translation>{tokens} Token ein</translation>
    </message>
    <message>
        <source>{tokens} tokens out</source>
        <translation>{tokens} Token aus</translation>
    </message>
    <message>
        <source>{tool} on {server}</source>
        <translation>{tool} auf {server}</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>key {key}</source>
        <translation>Schlüssel {key}</translation>
    </message>
    <message>
        <source>removed: nothing is fixed or forbidden now</source>
        <translation>entfernt: Jetzt ist nichts festgelegt oder verboten</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>in Kraft</translation>
    </message>
    <message>
        <source>forbids {what}</source>
        <translation>verbietet {what}</translation>
    </message>
    <message>
        <source>fixes {what}</source>
        <translation>legt {what} fest</translation>
    </message>
    <message>
        <source>keeps conversations at most {days} days</source>
        <translation>bewahrt Chats höchstens {days} Tage auf</translation>
    </message>
    <message>
        <source>{proven} of 3 optimizations proven</source>
        <translation>{proven} von 3 Optimierungen nachgewiesen</translation>
    </message>
    <message>
        <source>failed: {checks}</source>
        <translation>fehlgeschlagen: {checks}</translation>
    </message>
    <message>
        <source>{n} passed</source>
        <translation>{n} bestanden</translation>
    </message>
    <message>
        <source>{n} warned</source>
        <translation>{n} mit Warnung</translation>
    </message>
    <message>
        <source>{n} skipped</source>
        <translation>{n} übersprungen</translation>
    </message>
    <message>
        <source>checks: {counts}</source>
        <translation>Prüfungen: {counts}</translation>
    </message>
    <message>
        <source>Record {seq}: {kind}</source>
        <translation>Eintrag {seq}: {kind}</translation>
    </message>
    <message>
        <source>When: {time}</source>
        <translation>Wann: {time}</translation>
    </message>
    <message>
        <source>Kind: {kind}</source>
        <translation>Art: {kind}</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>Felder:</translation>
    </message>
    <message>
        <source>Fields: none</source>
        <translation>Felder: keine</translation>
    </message>
    <message>
        <source>Hash: {hash}</source>
        <translation>Hash: {hash}</translation>
    </message>
    <message>
        <source>Follows: {hash}</source>
        <translation>Folgt auf: {hash}</translation>
    </message>
    <message>
        <source>The record is whole: nothing recorded yet.</source>
        <translation>Die Aufzeichnung ist vollständig: noch nichts aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>The record is whole: %n record(s), last {when}.</source>
        <translation>
            <numerusform>Die Aufzeichnung ist vollständig: %n Eintrag, der letzte {when}.</numerusform>
            <numerusform>Die Aufzeichnung ist vollständig: %n Einträge, der letzte {when}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Changed: {why}, in {file}. Nothing from there on can be trusted.</source>
        <translation>Geändert: {why}, in {file}. Ab dort ist nichts mehr vertrauenswürdig.</translation>
    </message>
    <message>
        <source>Changed: {why}. Nothing from there on can be trusted.</source>
        <translation>Geändert: {why}. Ab dort ist nichts mehr vertrauenswürdig.</translation>
    </message>
</context>
<context>
    <name>bench</name>
    <message>
        <source>{label} = depth {depth}</source>
        <translation>{label} = Tiefe {depth}</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <translation>Akzeptanz {length}</translation>
    </message>
    <message>
        <source>{percent}% right</source>
        <translation>{percent} % richtig</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>Noch keine Ergebnisse</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder — Ling Desk</source>
        <translation>Benchmark: die Optimierungsleiter — Ling Desk</translation>
    </message>
    <message>
        <source>GSM8K (1,319 grade-school maths questions, shipped)</source>
        <translation>GSM8K (1.319 Mathe-Schulaufgaben, mitgeliefert)</translation>
    </message>
    <message>
        <source>My chat history (my own past questions)</source>
        <translation>Mein Chat-Verlauf (meine eigenen früheren Fragen)</translation>
    </message>
    <message>
        <source>A prompts file (JSONL)…</source>
        <translation>Eine Prompt-Datei (JSONL) …</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Also sweep the NEXTN depth (1 to 4 steps)</source>
        <translation>Auch die NEXTN-Tiefe durchlaufen (1 bis 4 Schritte)</translation>
    </message>
    <message>
        <source>Adds the configurations {ids}</source>
        <translation>Fügt die Konfigurationen {ids} hinzu</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Arbeitslast</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Konfigurationen</translation>
    </message>
    <message>
        <source>Everything runs on this machine; nothing is sent anywhere.</source>
        <translation>Alles läuft auf diesem Rechner; nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Resume selected run</source>
        <translation>Ausgewählten Lauf fortsetzen</translation>
    </message>
    <message>
        <source>Apply the best configuration</source>
        <translation>Beste Konfiguration übernehmen</translation>
    </message>
    <message>
        <source>Decode tok/s per configuration (batch 1; whiskers: 95% bootstrap interval; blue: the recommended one), with accept length and accuracy under each bar</source>
        <translation>Decode-tok/s je Konfiguration (Batch 1; Whisker: 95-%-Bootstrap-Intervall; blau: die empfohlene), mit Akzeptanzlänge und Genauigkeit unter jedem Balken</translation>
    </message>
    <message>
        <source>Stored runs</source>
        <translation>Gespeicherte Läufe</translation>
    </message>
    <message>
        <source>Prompts file</source>
        <translation>Prompt-Datei</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl *.json);;All files (*)</source>
        <translation>JSON Lines (*.jsonl *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A prompts file: {name} (change…)</source>
        <translation>Eine Prompt-Datei: {name} (ändern …)</translation>
    </message>
    <message numerus="yes">
        <source>%n engine start(s) and {requests} requests at batch 1: roughly {hours} h on a DGX Spark (each start loads the model and compiles kernels; the chat engine is stopped meanwhile and started again at the end).</source>
        <translation>
            <numerusform>%n Engine-Start und {requests} Anfragen mit Batch 1: etwa {hours} h auf einer DGX Spark (jeder Start lädt das Modell und kompiliert Kernel; die Chat-Engine ist währenddessen gestoppt und wird am Ende wieder gestartet).</numerusform>
            <numerusform>%n Engine-Starts und {requests} Anfragen mit Batch 1: etwa {hours} h auf einer DGX Spark (jeder Start lädt das Modell und kompiliert Kernel; die Chat-Engine ist währenddessen gestoppt und wird am Ende wieder gestartet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>This run cannot be resumed: {error}</source>
        <translation>Dieser Lauf kann nicht fortgesetzt werden: {error}</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Cancelled: the configurations that finished are kept; select the run and Resume to finish it.</source>
        <translation>Abgebrochen: Die fertigen Konfigurationen bleiben erhalten; wählen Sie den Lauf aus und setzen Sie ihn fort, um ihn abzuschließen.</translation>
    </message>
    <message>
        <source>The benchmark stopped: {error}</source>
        <translation>Der Benchmark wurde beendet: {error}</translation>
    </message>
    <message>
        <source>The benchmark is using the engine</source>
        <translation>Der Benchmark verwendet die Engine</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>The benchmark is using the engine (rung {i} of {n})</source>
        <translation>Der Benchmark verwendet die Engine (Stufe {i} von {n})</translation>
    </message>
    <message>
        <source>Benchmark running (rung {i} of {n})</source>
        <translation>Benchmark läuft (Stufe {i} von {n})</translation>
    </message>
    <message>
        <source>starting the engine and checking it</source>
        <translation>Engine wird gestartet und geprüft</translation>
    </message>
    <message>
        <source>request {i} of {n}</source>
        <translation>Anfrage {i} von {n}</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>startup checks failed: not measured</source>
        <translation>Startprüfungen fehlgeschlagen: nicht gemessen</translation>
    </message>
    <message>
        <source>Configuration {i} of {n} ({id}): {what}</source>
        <translation>Konfiguration {i} von {n} ({id}): {what}</translation>
    </message>
    <message>
        <source>; about {minutes} min left</source>
        <translation>; noch etwa {minutes} min</translation>
    </message>
    <message>
        <source>The report could not be written: {error}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Nothing measured yet.</source>
        <translation>Noch nichts gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>(%n configuration(s) not run yet: Resume to finish.)</source>
        <translation>
            <numerusform>(%n Konfiguration noch nicht gelaufen: Zum Abschließen fortsetzen.)</numerusform>
            <numerusform>(%n Konfigurationen noch nicht gelaufen: Zum Abschließen fortsetzen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Report kept in {path}</source>
        <translation>Bericht gespeichert unter {path}</translation>
    </message>
    <message>
        <source>The engine settings already use {name}: nothing to change.</source>
        <translation>Die Engine-Einstellungen verwenden bereits {name}: nichts zu ändern.</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings and restart the engine now? The chat engine stops and loads again (minutes on a DGX Spark).</source>
        <translation>{name} in den Engine-Einstellungen speichern und die Engine jetzt neu starten? Die Chat-Engine stoppt und lädt erneut (Minuten auf einer DGX Spark).</translation>
    </message>
    <message>
        <source>Save {name} in the engine settings? The engine uses it from its next start.</source>
        <translation>{name} in den Engine-Einstellungen speichern? Die Engine verwendet es ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Save and restart</source>
        <translation>Speichern und neu starten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; restarting the engine.</source>
        <translation>{name} in den Engine-Einstellungen gespeichert; die Engine startet neu.</translation>
    </message>
    <message>
        <source>Saved {name} in the engine settings; the engine uses it from its next start.</source>
        <translation>{name} in den Engine-Einstellungen gespeichert; die Engine verwendet es ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>A benchmark is running. Cancel it and close?</source>
        <translation>Ein Benchmark läuft. Abbrechen und schließen?</translation>
    </message>
</context>
<context>
    <name>chat</name>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen …</translation>
    </message>
    <message>
        <source>Saved {done} of {total} messages</source>
        <translation>{done} von {total} Nachrichten gespeichert</translation>
    </message>
    <message>
        <source>... and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>This file cannot be imported:</source>
        <translation>Diese Datei kann nicht importiert werden:</translation>
    </message>
    <message>
        <source>Exported from Ling Desk on {time}.</source>
        <translation>Aus Ling Desk exportiert am {time}.</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>You</source>
        <comment>export: the user's messages</comment>
        <translation>Sie</translation>
    </message>
    <message>
        <source>System</source>
        <comment>export: a system message</comment>
        <translation>System</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>Denken</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(kein Text)</translation>
    </message>
    <message>
        <source>Documents: {note}</source>
        <translation>Dokumente: {note}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message numerus="yes">
        <source>Sources: none cited of the %n passage(s) given</source>
        <translation>
            <numerusform>Quellen: die %n gegebene Textstelle nicht zitiert</numerusform>
            <numerusform>Quellen: keine der %n gegebenen Textstellen zitiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
    <message>
        <source>ran</source>
        <comment>a tool call</comment>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>a tool call</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not run</source>
        <comment>a tool call</comment>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <comment>a tool call's</comment>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Result:</source>
        <comment>a tool call's</comment>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>not JSON: {error}</source>
        <translation>kein JSON: {error}</translation>
    </message>
    <message>
        <source>the file holds no conversation</source>
        <translation>die Datei enthält keinen Chat</translation>
    </message>
    <message>
        <source>Checked</source>
        <comment>an import's file</comment>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Checked {done} of {total} messages</source>
        <translation>{done} von {total} Nachrichten geprüft</translation>
    </message>
    <message>
        <source>“{title}” is already in the history: imported as a copy</source>
        <translation>„{title}“ ist schon im Verlauf: als Kopie importiert</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>No preset: the defaults from Settings.</source>
        <translation>Keine Vorlage: die Standardwerte aus den Einstellungen.</translation>
    </message>
    <message>
        <source>Preset “{name}” (since removed from Settings; its values are kept here).</source>
        <translation>Vorlage „{name}“ (inzwischen aus den Einstellungen entfernt; ihre Werte bleiben hier erhalten).</translation>
    </message>
    <message>
        <source>Preset “{name}”, changed in this conversation since it was chosen.</source>
        <translation>Vorlage „{name}“, seit der Auswahl in diesem Chat geändert.</translation>
    </message>
    <message>
        <source>Preset “{name}”.</source>
        <translation>Vorlage „{name}“.</translation>
    </message>
    <message>
        <source>The text so far is kept.</source>
        <translation>Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>Ling Desk quit while this answer was being written. {kept}</source>
        <translation>Ling Desk wurde beendet, während diese Antwort entstand. {kept}</translation>
    </message>
    <message>
        <source>The engine crashed while writing this answer (the Engine panel says why).</source>
        <translation>Die Engine ist beim Schreiben dieser Antwort abgestürzt (der Engine-Bereich nennt den Grund).</translation>
    </message>
    <message>
        <source>The engine failed while writing this answer.</source>
        <translation>Die Engine ist beim Schreiben dieser Antwort ausgefallen.</translation>
    </message>
    <message>
        <source>The engine was stopped while writing this answer.</source>
        <translation>Die Engine wurde beim Schreiben dieser Antwort gestoppt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Not saved yet: {reason}. The text stays here and is saved by itself once there is room; do not quit Ling Desk until then.</source>
        <translation>Noch nicht gespeichert: {reason}. Der Text bleibt hier und wird von selbst gespeichert, sobald Platz ist; beenden Sie Ling Desk bis dahin nicht.</translation>
    </message>
    <message>
        <source>Not sent: {reason}. Fix that, start the engine, then retry.</source>
        <translation>Nicht gesendet: {reason}. Beheben Sie das, starten Sie die Engine und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine crashed before this could be sent. Restart it, then retry.</source>
        <translation>Die Engine ist abgestürzt, bevor dies gesendet werden konnte. Starten Sie sie neu und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine could not start (the note above the message box says why). Fix that, then retry.</source>
        <translation>Die Engine konnte nicht starten (der Hinweis über dem Eingabefeld nennt den Grund). Beheben Sie das und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine was stopping when this was sent. Start it, then retry.</source>
        <translation>Die Engine wurde gerade gestoppt, als dies gesendet wurde. Starten Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The engine is not running. Start it, then retry.</source>
        <translation>Die Engine läuft nicht. Starten Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Ling Desk was closed before the engine was ready.</source>
        <translation>Ling Desk wurde geschlossen, bevor die Engine bereit war.</translation>
    </message>
    <message>
        <source>Tools are unavailable: {why}.</source>
        <translation>Tools sind nicht verfügbar: {why}.</translation>
    </message>
    <message>
        <source>Unexpected error: {error}</source>
        <translation>Unerwarteter Fehler: {error}</translation>
    </message>
    <message>
        <source>The answer stopped before the engine finished it (the engine may have ended).</source>
        <translation>Die Antwort brach ab, bevor die Engine sie beendet hatte (die Engine wurde womöglich beendet).</translation>
    </message>
    <message>
        <source>The answer reached the maximum length (max_tokens) and was cut.</source>
        <translation>Die Antwort hat die Höchstlänge (max_tokens) erreicht und wurde abgeschnitten.</translation>
    </message>
    <message>
        <source>the tool server “{name}” is no longer configured</source>
        <translation>der Tool-Server „{name}“ ist nicht mehr eingerichtet</translation>
    </message>
    <message>
        <source>Some tools are unavailable: {why}.</source>
        <translation>Einige Tools sind nicht verfügbar: {why}.</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n round(s) of tool calls: the limit set in Settings &gt; Tools. The calls Ling asked for after that were not run.</source>
        <translation>
            <numerusform>Nach %n Runde Tool-Aufrufe gestoppt: das in Einstellungen &gt; Tools festgelegte Limit. Die danach von Ling angeforderten Aufrufe wurden nicht ausgeführt.</numerusform>
            <numerusform>Nach %n Runden Tool-Aufrufe gestoppt: das in Einstellungen &gt; Tools festgelegte Limit. Die danach von Ling angeforderten Aufrufe wurden nicht ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>an import is being written to the history; send again once it ends</source>
        <translation>ein Import wird gerade in den Verlauf geschrieben; senden Sie erneut, sobald er fertig ist</translation>
    </message>
    <message>
        <source>Ling Desk ended while this answer was being written; the text so far is kept.</source>
        <translation>Ling Desk wurde beendet, während diese Antwort entstand; der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>free space unknown</source>
        <translation>freier Speicher unbekannt</translation>
    </message>
    <message>
        <source>the disk holding your history is full ({free} free)</source>
        <translation>der Datenträger mit Ihrem Verlauf ist voll ({free} frei)</translation>
    </message>
    <message>
        <source>another program holds the history file {path} locked</source>
        <translation>ein anderes Programm hält die Verlaufsdatei {path} gesperrt</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written (read-only)</source>
        <translation>die Verlaufsdatei {path} kann nicht geschrieben werden (schreibgeschützt)</translation>
    </message>
    <message>
        <source>the history file {path} cannot be written ({error})</source>
        <translation>die Verlaufsdatei {path} kann nicht geschrieben werden ({error})</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as part of the message (too long to edit here); ✕ removes it</source>
        <translation>Wird als Teil der Nachricht gesendet (zu lang zum Bearbeiten); ✕ entfernt sie</translation>
    </message>
    <message>
        <source>Remove this file</source>
        <translation>Diese Datei entfernen</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <source>Remove this document</source>
        <translation>Dieses Dokument entfernen</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen …</translation>
    </message>
    <message>
        <source>Reading it on this machine…</source>
        <translation>Wird auf diesem Rechner gelesen …</translation>
    </message>
    <message>
        <source>not sent with your message: {why}</source>
        <translation>nicht mit Ihrer Nachricht gesendet: {why}</translation>
    </message>
    <message>
        <source>Not sent: {why}. Remove it (✕) or attach a readable copy.</source>
        <translation>Nicht gesendet: {why}. Entfernen Sie es (✕) oder hängen Sie eine lesbare Kopie an.</translation>
    </message>
    <message>
        <source>Not attached: {why}</source>
        <translation>Nicht angehängt: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} Tokens</translation>
    </message>
    <message>
        <source>~{count} tokens (estimate)</source>
        <translation>~{count} Tokens (geschätzt)</translation>
    </message>
    <message>
        <source>{count} left</source>
        <comment>tokens</comment>
        <translation>{count} frei</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (the model's tokenizer)</source>
        <translation>{pages}, {tokens} Tokens (Tokenizer des Modells)</translation>
    </message>
    <message>
        <source>{pages}, {tokens} tokens (estimated: 3.6 characters a token)</source>
        <translation>{pages}, {tokens} Tokens (geschätzt: 3,6 Zeichen pro Token)</translation>
    </message>
    <message>
        <source>{facts}; {left} tokens of the context left after it</source>
        <translation>{facts}; danach bleiben {left} Tokens des Kontexts frei</translation>
    </message>
    <message>
        <source>{facts}. Goes in whole when it fits, else it is searched for your question; kept with this conversation, not in your library.</source>
        <translation>{facts}. Passt es, geht es ganz hinein, sonst wird es nach Ihrer Frage durchsucht; es bleibt bei diesem Chat, nicht in Ihrer Dokumentbibliothek.</translation>
    </message>
    <message>
        <source>{name}: cannot be read ({why}).</source>
        <translation>{name}: kann nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <source>{name} is a folder; drop files.</source>
        <translation>{name} ist ein Ordner; ziehen Sie Dateien hierher.</translation>
    </message>
    <message>
        <source>{name} is {size} kB; files up to {limit} kB can be added (a long file would crowd the model's context).</source>
        <translation>{name} ist {size} kB groß; Dateien bis {limit} kB können hinzugefügt werden (eine lange Datei würde den Kontext des Modells füllen).</translation>
    </message>
    <message>
        <source>{name} looks binary; only text files can be added as context.</source>
        <translation>{name} scheint binär zu sein; nur Textdateien können als Kontext hinzugefügt werden.</translation>
    </message>
    <message>
        <source>{name} is not UTF-8 text; only text files can be added as context.</source>
        <translation>{name} ist kein UTF-8-Text; nur Textdateien können als Kontext hinzugefügt werden.</translation>
    </message>
    <message>
        <source>Attached documents belong to this conversation only: your library (File › Documents…), its search and the Library switch do not see them. Tick this to add the ones read to the library as well when you send, as Documents › Add files does. An encrypted PDF is never added: the library would keep its text unencrypted.</source>
        <translation>Angehängte Dokumente gehören nur zu diesem Chat: Ihre Dokumentbibliothek (Datei › Dokumente …), ihre Suche und der Bibliotheks-Schalter sehen sie nicht. Aktivieren Sie dies, um die gelesenen beim Senden auch zur Bibliothek hinzuzufügen, wie Dokumente › Dateien hinzufügen. Eine verschlüsselte PDF wird nie hinzugefügt: Die Bibliothek würde ihren Text unverschlüsselt speichern.</translation>
    </message>
    <message>
        <source>An answer is being written: press Esc to stop it first.</source>
        <translation>Eine Antwort wird gerade geschrieben: Drücken Sie zuerst Esc, um sie zu stoppen.</translation>
    </message>
    <message>
        <source>Also add to library</source>
        <translation>Auch zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Message to Ling</source>
        <translation>Nachricht an Ling</translation>
    </message>
    <message>
        <source>Type your question; {keys}</source>
        <translation>Geben Sie Ihre Frage ein; {keys}</translation>
    </message>
    <message>
        <source>Let the model think before it answers (per conversation; chat_template_kwargs.enable_thinking)</source>
        <translation>Das Modell vor der Antwort denken lassen (pro Chat; chat_template_kwargs.enable_thinking)</translation>
    </message>
    <message>
        <source>Ask about clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Put the clipboard text in the message as a fenced block (Ctrl+Shift+V)</source>
        <translation>Den Text der Zwischenablage als Codeblock in die Nachricht einfügen (Strg+Umschalt+V)</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Anhängen</translation>
    </message>
    <message>
        <source>Add documents (PDF, Word, ODT, Excel, PowerPoint, HTML, e-mail, Markdown, CSV, code, text) or drop files and folders here; they are read on this machine</source>
        <translation>Dokumente hinzufügen (PDF, Word, ODT, Excel, PowerPoint, HTML, E-Mail, Markdown, CSV, Code, Text) oder Dateien und Ordner hierher ziehen; sie werden auf diesem Rechner gelesen</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Let this question draw on your whole document library (File › Documents…): the passages that answer it are found and cited. Documents attached here go in whole instead when they fit. Each new chat starts with it off.</source>
        <translation>Diese Frage auf Ihre ganze Dokumentbibliothek stützen (Datei › Dokumente …): Die Textstellen, die sie beantworten, werden gefunden und zitiert. Hier angehängte Dokumente gehen stattdessen ganz hinein, wenn sie passen. Jeder neue Chat beginnt mit ausgeschaltetem Schalter.</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>The tools (MCP servers) this conversation may use</source>
        <translation>Die Tools (MCP-Server), die dieser Chat nutzen darf</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>The preset this conversation uses</source>
        <translation>Die Vorlage dieses Chats</translation>
    </message>
    <message>
        <source>Preset for this chat</source>
        <translation>Vorlage für diesen Chat</translation>
    </message>
    <message>
        <source>This conversation: system prompt, sampling, tools</source>
        <translation>Dieser Chat: Systemprompt, Sampling, Tools</translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation>Chat-Einstellungen</translation>
    </message>
    <message>
        <source>Attach documents</source>
        <translation>Dokumente anhängen</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation>Senden (Eingabe)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation>Antwort stoppen (Esc)</translation>
    </message>
    <message>
        <source>Clip</source>
        <comment>short for Ask about clipboard</comment>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Reply length: no limit</source>
        <translation>Antwortlänge: kein Limit</translation>
    </message>
    <message>
        <source>Limit {size}</source>
        <comment>reply length</comment>
        <translation>Limit {size}</translation>
    </message>
    <message>
        <source>Reply length limit: {count} tokens</source>
        <translation>Antwortlänge höchstens {count} Tokens</translation>
    </message>
    <message>
        <source>Replies have no length limit in this conversation. Click to set one.</source>
        <translation>Antworten in diesem Chat haben kein Längenlimit. Klicken Sie, um eines festzulegen.</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (this conversation's). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>Längste Antwort, Denken eingeschlossen: {count} Tokens (Wert dieses Chats). Die Engine hört dort auf, und die Antwort sagt, dass sie abgeschnitten wurde. Klicken Sie, um ihn für diesen Chat zu ändern.</translation>
    </message>
    <message>
        <source>Longest reply, thinking included: {count} tokens (the default, Settings › Sampling). The engine stops there and the reply says it was cut. Click to change it for this conversation.</source>
        <translation>Längste Antwort, Denken eingeschlossen: {count} Tokens (Standard, Einstellungen › Sampling). Die Engine hört dort auf, und die Antwort sagt, dass sie abgeschnitten wurde. Klicken Sie, um ihn für diesen Chat zu ändern.</translation>
    </message>
    <message>
        <source>Default ({count} tokens)</source>
        <translation>Standard ({count} Tokens)</translation>
    </message>
    <message>
        <source>No library</source>
        <translation>Ohne Bibliothek</translation>
    </message>
    <message>
        <source>Library on</source>
        <translation>Bibliothek an</translation>
    </message>
    <message>
        <source>Library off</source>
        <translation>Bibliothek aus</translation>
    </message>
    <message>
        <source>Think</source>
        <comment>short: thinking on</comment>
        <translation>Denken</translation>
    </message>
    <message>
        <source>No think</source>
        <comment>short: thinking off</comment>
        <translation>Ohne Denken</translation>
    </message>
    <message>
        <source>Thinking on</source>
        <translation>Denken an</translation>
    </message>
    <message>
        <source>Thinking off</source>
        <translation>Denken aus</translation>
    </message>
    <message>
        <source>Tools off</source>
        <translation>Tools aus</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>Tools: {names}</translation>
    </message>
    <message>
        <source>Ling may use the tools of: {names} (each call asks you first)</source>
        <translation>Ling darf die Tools dieser Server nutzen: {names} (jeder Aufruf fragt Sie zuerst)</translation>
    </message>
    <message>
        <source>Let Ling use tools from your MCP servers in this conversation</source>
        <translation>Ling in diesem Chat Tools Ihrer MCP-Server nutzen lassen</translation>
    </message>
    <message>
        <source>No preset (defaults from Settings)</source>
        <translation>Keine Vorlage (Standardwerte aus den Einstellungen)</translation>
    </message>
    <message>
        <source>{name} (removed; kept here)</source>
        <translation>{name} (entfernt; hier erhalten)</translation>
    </message>
    <message>
        <source>Edit presets…</source>
        <translation>Vorlagen bearbeiten …</translation>
    </message>
    <message>
        <source>Preset: {name}</source>
        <translation>Vorlage: {name}</translation>
    </message>
    <message>
        <source>{tip} Click to choose another for this conversation.</source>
        <translation>{tip} Klicken Sie, um eine andere für diesen Chat zu wählen.</translation>
    </message>
    <message>
        <source>{used}/{total}</source>
        <comment>context meter, narrow</comment>
        <translation>{used}/{total}</translation>
    </message>
    <message>
        <source>{used} / {total} context</source>
        <translation>{used} / {total} Kontext</translation>
    </message>
    <message>
        <source>Context used: {used} of {total} tokens ({pct}%). The engine's count for what it has seen; the rest (and what you are typing) is estimated.</source>
        <translation>Belegter Kontext: {used} von {total} Tokens ({pct} %). Was die Engine gesehen hat, zählt sie selbst; der Rest (und was Sie gerade tippen) ist geschätzt.</translation>
    </message>
    <message numerus="yes">
        <source>Still reading %n document(s); send again once their chips show their pages.</source>
        <translation>
            <numerusform>%n Dokument wird noch gelesen; senden Sie erneut, sobald sein Chip die Seiten zeigt.</numerusform>
            <numerusform>%n Dokumente werden noch gelesen; senden Sie erneut, sobald ihre Chips die Seiten zeigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Pasted text</source>
        <translation>Eingefügter Text</translation>
    </message>
    <message>
        <source>Pasted {count} characters: kept as an attachment chip (too long to edit here).</source>
        <translation>{count} Zeichen eingefügt: als Anhang-Chip behalten (zu lang zum Bearbeiten).</translation>
    </message>
    <message>
        <source>Documents cannot be attached here.</source>
        <translation>Hier können keine Dokumente angehängt werden.</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>holds no document Ling Desk reads</source>
        <translation>enthält kein Dokument, das Ling Desk liest</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <source>{name} is encrypted: that password is wrong. Try again:</source>
        <translation>{name} ist verschlüsselt: Das Passwort ist falsch. Versuchen Sie es erneut:</translation>
    </message>
    <message>
        <source>{name} is encrypted. Its password:</source>
        <translation>{name} ist verschlüsselt. Sein Passwort:</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a password-protected document</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Enter sends · Shift+Enter new line</source>
        <translation>Eingabe sendet · Umschalt+Eingabe neue Zeile</translation>
    </message>
    <message>
        <source>Message Ling  (Enter sends, Shift+Enter new line)</source>
        <translation>Nachricht an Ling  (Eingabe sendet, Umschalt+Eingabe neue Zeile)</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <source>Earlier</source>
        <translation>Früher</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>QLocale date format: day, month</comment>
        <translation>d. MMM</translation>
    </message>
    <message>
        <source>{title}
last used {when}</source>
        <translation>{title}
zuletzt verwendet: {when}</translation>
    </message>
    <message>
        <source>pinned: kept whatever the retention setting</source>
        <translation>angeheftet: bleibt unabhängig von der Aufbewahrungsdauer erhalten</translation>
    </message>
    <message>
        <source>you: </source>
        <comment>search hit: a message of yours</comment>
        <translation>Sie: </translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K)</source>
        <translation>Alle Nachrichten durchsuchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search messages (Ctrl+K)</source>
        <translation>Nachrichten suchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation>Suchen (Strg+K)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Side panel  (Ctrl+Shift+L)</source>
        <translation>Seitenleiste  (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation>Neuer Chat (Strg+N)</translation>
    </message>
    <message>
        <source>Search all messages (Ctrl+K); Esc clears</source>
        <translation>Alle Nachrichten durchsuchen (Strg+K); Esc leert das Feld</translation>
    </message>
    <message>
        <source>Search all messages</source>
        <translation>Alle Nachrichten durchsuchen</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Your chats; F2 renames one, Delete deletes it (Undo brings it back)</source>
        <translation>Ihre Chats; F2 benennt einen um, Entf löscht ihn (Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <source>Messages that match the search; Enter opens one</source>
        <translation>Nachrichten, die zur Suche passen; Eingabe öffnet eine</translation>
    </message>
    <message>
        <source>No message matches.</source>
        <translation>Keine Nachricht passt.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Bring back the conversation just deleted</source>
        <translation>Den eben gelöschten Chat zurückholen</translation>
    </message>
    <message>
        <source>A narrow always-on-top chat at the screen edge, beside your editor (Ctrl+Shift+L)</source>
        <translation>Ein schmaler Chat am Bildschirmrand, immer im Vordergrund, neben Ihrem Editor (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the chosen chat (in the list; Undo brings it back)</source>
        <translation>Den gewählten Chat löschen (in der Liste; Rückgängig holt ihn zurück)</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Deleted, erased from disk.</source>
        <translation>Gelöscht, von der Festplatte entfernt.</translation>
    </message>
    <message>
        <source>“{title}” was deleted and its text erased from disk; Undo brings it back</source>
        <translation>„{title}“ wurde gelöscht und sein Text von der Festplatte entfernt; Rückgängig holt ihn zurück</translation>
    </message>
    <message>
        <source>Conversation settings: {title}</source>
        <translation>Chat-Einstellungen: {title}</translation>
    </message>
    <message>
        <source>System prompt (sent first, with every request):</source>
        <translation>Systemprompt (wird bei jeder Anfrage zuerst gesendet):</translation>
    </message>
    <message>
        <source>e.g. You are a concise assistant for Python code review.</source>
        <translation>z. B. Du bist ein knapper Assistent für Python-Code-Reviews.</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>Das Modell vor der Antwort denken lassen</translation>
    </message>
    <message>
        <source>Use sampling of its own (else the defaults from Settings)</source>
        <translation>Eigenes Sampling verwenden (sonst die Standardwerte aus den Einstellungen)</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Max tokens (0 = no limit)</source>
        <translation>Max. Tokens (0 = kein Limit)</translation>
    </message>
    <message>
        <source>Tools Ling may use in this conversation (each call asks you):</source>
        <translation>Tools, die Ling in diesem Chat nutzen darf (jeder Aufruf fragt Sie):</translation>
    </message>
    <message>
        <source>No tool servers yet: add them in Settings &gt; Tools.</source>
        <translation>Noch keine Tool-Server: Fügen Sie sie unter Einstellungen &gt; Tools hinzu.</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Als Vorlage speichern …</translation>
    </message>
    <message>
        <source>Keep this system prompt, sampling and thinking as a preset</source>
        <translation>Diesen Systemprompt, das Sampling und das Denken als Vorlage behalten</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>GPU-Speicher erschöpft</translation>
    </message>
    <message>
        <source>its port was taken</source>
        <translation>sein Port war belegt</translation>
    </message>
    <message>
        <source>the model folder is missing</source>
        <translation>der Modellordner fehlt</translation>
    </message>
    <message>
        <source>a CUDA error</source>
        <translation>ein CUDA-Fehler</translation>
    </message>
    <message>
        <source>a Python error</source>
        <translation>ein Python-Fehler</translation>
    </message>
    <message>
        <source>it did not become ready in time</source>
        <translation>sie wurde nicht rechtzeitig bereit</translation>
    </message>
    <message>
        <source>another program took its port, and was sent nothing</source>
        <translation>ein anderes Programm belegte ihren Port und bekam nichts gesendet</translation>
    </message>
    <message>
        <source>accept {length}</source>
        <comment>accept length</comment>
        <translation>Akzeptanzlänge {length}</translation>
    </message>
    <message>
        <source>{count} tokens ({thinking} thinking)</source>
        <translation>{count} Tokens ({thinking} Denken)</translation>
    </message>
    <message>
        <source>Tokens generated for this answer, thinking included (engine's count).</source>
        <translation>Für diese Antwort erzeugte Tokens, Denken eingeschlossen (Zählung der Engine).</translation>
    </message>
    <message>
        <source>cached {cached} of {prompt} prompt tokens</source>
        <translation>{cached} von {prompt} Prompt-Tokens im Cache</translation>
    </message>
    <message>
        <source>Prompt tokens SGLang's prefix cache reused instead of reading them again (documents and earlier turns kept first in the prompt are reused by follow-ups).</source>
        <translation>Prompt-Tokens, die SGLangs Präfix-Cache wiederverwendet hat, statt sie neu zu lesen (Dokumente und frühere Runden vorn im Prompt werden von Folgefragen wiederverwendet).</translation>
    </message>
    <message>
        <source>Code block copied.</source>
        <translation>Codeblock kopiert.</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit this message and send it again (the earlier version stays reachable with ‹ ›)</source>
        <translation>Diese Nachricht bearbeiten und erneut senden (die frühere Fassung bleibt über ‹ › erreichbar)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy this message as markdown</source>
        <translation>Diese Nachricht als Markdown kopieren</translation>
    </message>
    <message>
        <source>Copy this answer as markdown</source>
        <translation>Diese Antwort als Markdown kopieren</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Write a new answer beside this one</source>
        <translation>Eine neue Antwort neben dieser schreiben</translation>
    </message>
    <message>
        <source>Delete this branch: this message and every message below it, their text erased from disk</source>
        <translation>Diesen Zweig löschen: diese Nachricht und alle darunter, ihr Text wird von der Festplatte entfernt</translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation>Vorherige Fassung</translation>
    </message>
    <message>
        <source>Show the earlier version of this message</source>
        <translation>Die frühere Fassung dieser Nachricht zeigen</translation>
    </message>
    <message>
        <source>Next version</source>
        <translation>Nächste Fassung</translation>
    </message>
    <message>
        <source>Show the later version of this message</source>
        <translation>Die spätere Fassung dieser Nachricht zeigen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Answer finished, %n word(s).</source>
        <translation>
            <numerusform>Antwort fertig, %n Wort.</numerusform>
            <numerusform>Antwort fertig, %n Wörter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer stopped; the text so far is kept.</source>
        <translation>Antwort gestoppt; der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>Answer failed: {why}</source>
        <translation>Antwort fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sources&lt;/b&gt;  {links}</source>
        <translation>&lt;b&gt;Quellen&lt;/b&gt;  {links}</translation>
    </message>
    <message>
        <source>Click a source (or Tab to it and press Enter) to read the passage and open the file there</source>
        <translation>Klicken Sie auf eine Quelle (oder gehen Sie mit Tab dorthin und drücken Sie Eingabe), um die Textstelle zu lesen und die Datei dort zu öffnen</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Sources&lt;/b&gt;  none cited: this answer names none of the %n passage(s) it was given. &lt;a href="sent:"&gt;Show what was sent&lt;/a&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;Quellen&lt;/b&gt;  keine zitiert: Diese Antwort nennt die %n Textstelle nicht, die sie bekam. &lt;a href="sent:"&gt;Zeigen, was gesendet wurde&lt;/a&gt;</numerusform>
            <numerusform>&lt;b&gt;Quellen&lt;/b&gt;  keine zitiert: Diese Antwort nennt keine der %n Textstellen, die sie bekam. &lt;a href="sent:"&gt;Zeigen, was gesendet wurde&lt;/a&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>See the documents and passages that went with the question</source>
        <translation>Die Dokumente und Textstellen ansehen, die mit der Frage gingen</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <translation>Die Antwort ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready; this goes out then.</source>
        <translation>Wartet, bis die Engine bereit ist; dann wird dies gesendet.</translation>
    </message>
    <message>
        <source>Ling Desk ended while this was written.</source>
        <translation>Ling Desk wurde beendet, während dies entstand.</translation>
    </message>
    <message>
        <source>Stopped. The text so far is kept.</source>
        <translation>Gestoppt. Der bisherige Text bleibt erhalten.</translation>
    </message>
    <message>
        <source>Waiting for your decision on the tool call above.</source>
        <translation>Wartet auf Ihre Entscheidung zum Tool-Aufruf oben.</translation>
    </message>
    <message>
        <source>Waiting for {app}; this answer starts right after it.</source>
        <translation>Wartet auf {app}; diese Antwort beginnt direkt danach.</translation>
    </message>
    <message>
        <source>Waiting for the first token…</source>
        <translation>Wartet auf das erste Token …</translation>
    </message>
    <message>
        <source>Start engine</source>
        <translation>Engine starten</translation>
    </message>
    <message>
        <source>Message copied.</source>
        <translation>Nachricht kopiert.</translation>
    </message>
    <message>
        <source>An answer in this branch is being written: stop it first.</source>
        <translation>In diesem Zweig wird gerade eine Antwort geschrieben: Stoppen Sie sie zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>Branch deleted: %n message(s) erased from disk.</source>
        <translation>
            <numerusform>Zweig gelöscht: %n Nachricht von der Festplatte entfernt.</numerusform>
            <numerusform>Zweig gelöscht: %n Nachrichten von der Festplatte entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete messages</source>
        <translation>Nachrichten löschen</translation>
    </message>
    <message>
        <source>Delete this message?</source>
        <translation>Diese Nachricht löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n messages (this one and those below it)?</source>
        <translation>
            <numerusform>Diese %n Nachricht löschen (diese und die darunter)?</numerusform>
            <numerusform>Diese %n Nachrichten löschen (diese und die darunter)?</numerusform>
        </translation>
    </message>
    <message>
        <source>Its text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>Ihr Text wird sofort von der Festplatte entfernt; das lässt sich nicht rückgängig machen. Andere Zweige des Chats bleiben.</translation>
    </message>
    <message>
        <source>Their text is erased from disk at once; this cannot be undone. Other branches of the chat stay.</source>
        <translation>Ihr Text wird sofort von der Festplatte entfernt; das lässt sich nicht rückgängig machen. Andere Zweige des Chats bleiben.</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Eingabe sendet · Esc bricht ab</translation>
    </message>
    <message>
        <source>{keys} · Ctrl+Enter also sends · Esc cancels</source>
        <translation>{keys} · Strg+Eingabe sendet auch · Esc bricht ab</translation>
    </message>
    <message>
        <source>Reading the documents for your question…</source>
        <translation>Die Dokumente für Ihre Frage werden gelesen …</translation>
    </message>
    <message>
        <source>Files…</source>
        <translation>Dateien …</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Ordner …</translation>
    </message>
    <message>
        <source>Document library…</source>
        <translation>Dokumentbibliothek …</translation>
    </message>
    <message>
        <source>Draw on the whole library</source>
        <translation>Die ganze Bibliothek nutzen</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>nicht nachgewiesen</translation>
    </message>
    <message>
        <source>This conversation uses the defaults from Settings again.</source>
        <translation>Dieser Chat verwendet wieder die Standardwerte aus den Einstellungen.</translation>
    </message>
    <message>
        <source>Preset “{name}” for this conversation: its system prompt, sampling and thinking apply from the next message.</source>
        <translation>Vorlage „{name}“ für diesen Chat: Ihr Systemprompt, Sampling und Denken gelten ab der nächsten Nachricht.</translation>
    </message>
    <message>
        <source>Ling may use the tools of {names} here (each call asks you first).</source>
        <translation>Ling darf hier die Tools von {names} nutzen (jeder Aufruf fragt Sie zuerst).</translation>
    </message>
    <message>
        <source>No tools in this conversation.</source>
        <translation>Keine Tools in diesem Chat.</translation>
    </message>
    <message>
        <source>Replies in this conversation: at most {count} tokens.</source>
        <translation>Antworten in diesem Chat: höchstens {count} Tokens.</translation>
    </message>
    <message>
        <source>Replies in this conversation: no limit.</source>
        <translation>Antworten in diesem Chat: kein Limit.</translation>
    </message>
    <message>
        <source>Replies in this conversation: the default limit ({count} tokens).</source>
        <translation>Antworten in diesem Chat: das Standardlimit ({count} Tokens).</translation>
    </message>
    <message>
        <source>Still placing the documents for your last message…</source>
        <translation>Die Dokumente für Ihre letzte Nachricht werden noch eingefügt …</translation>
    </message>
    <message>
        <source>Not sent (could not be read): {names}</source>
        <translation>Nicht gesendet (nicht lesbar): {names}</translation>
    </message>
    <message>
        <source>Nothing to send: the attached documents could not be read.</source>
        <translation>Nichts zu senden: Die angehängten Dokumente konnten nicht gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <source>Searched again: %n new passage(s) for this question</source>
        <translation>
            <numerusform>Erneut gesucht: %n neue Textstelle für diese Frage</numerusform>
            <numerusform>Erneut gesucht: %n neue Textstellen für diese Frage</numerusform>
        </translation>
    </message>
    <message>
        <source>The documents could not be placed ({error}); not sent.</source>
        <translation>Die Dokumente konnten nicht eingefügt werden ({error}); nicht gesendet.</translation>
    </message>
    <message>
        <source>Nothing to send.</source>
        <translation>Nichts zu senden.</translation>
    </message>
    <message>
        <source>{problem}. Your message is still in the box; send it again then.</source>
        <translation>{problem}. Ihre Nachricht steht noch im Eingabefeld; senden Sie sie dann erneut.</translation>
    </message>
    <message>
        <source>Sent without {names}: it could not be read. Its chip stays, marked, until you remove it (✕).</source>
        <translation>Ohne {names} gesendet: Es konnte nicht gelesen werden. Sein Chip bleibt markiert, bis Sie ihn entfernen (✕).</translation>
    </message>
    <message>
        <source>Sent without {names}: they could not be read. Their chips stay, marked, until you remove them (✕).</source>
        <translation>Ohne {names} gesendet: Sie konnten nicht gelesen werden. Ihre Chips bleiben markiert, bis Sie sie entfernen (✕).</translation>
    </message>
    <message>
        <source>Thinking is on for this conversation.</source>
        <translation>Denken ist für diesen Chat an.</translation>
    </message>
    <message>
        <source>Thinking is off for this conversation.</source>
        <translation>Denken ist für diesen Chat aus.</translation>
    </message>
    <message>
        <source>Attach a folder of documents</source>
        <translation>Einen Ordner mit Dokumenten anhängen</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) from the library attached to your next message.</source>
        <translation>
            <numerusform>%n Dokument aus der Bibliothek an Ihre nächste Nachricht angehängt.</numerusform>
            <numerusform>%n Dokumente aus der Bibliothek an Ihre nächste Nachricht angehängt.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no code block in this conversation yet.</source>
        <translation>In diesem Chat gibt es noch keinen Codeblock.</translation>
    </message>
    <message numerus="yes">
        <source>Copied the last code block (%n line(s)).</source>
        <translation>
            <numerusform>Letzten Codeblock kopiert (%n Zeile).</numerusform>
            <numerusform>Letzten Codeblock kopiert (%n Zeilen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Name of the preset:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>Replace the preset?</source>
        <translation>Vorlage ersetzen?</translation>
    </message>
    <message>
        <source>A preset named “{name}” exists. Replace it with these values?</source>
        <translation>Eine Vorlage namens „{name}“ gibt es schon. Mit diesen Werten ersetzen?</translation>
    </message>
    <message>
        <source>The preset could not be saved: {why}.</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>Saved the preset “{name}” (Settings &gt; Chat lists it).</source>
        <translation>Vorlage „{name}“ gespeichert (Einstellungen &gt; Chat führt sie auf).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not saved: {reason}.&lt;/b&gt; What is on screen stays here and is saved by itself once there is room. Until then new messages are not sent, and quitting Ling Desk would lose what is not saved.</source>
        <translation>&lt;b&gt;Nicht gespeichert: {reason}.&lt;/b&gt; Was auf dem Bildschirm steht, bleibt hier und wird von selbst gespeichert, sobald Platz ist. Bis dahin werden keine neuen Nachrichten gesendet, und wer Ling Desk beendet, verliert, was nicht gespeichert ist.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Answers stop until it answers again; Stop or Restart it.</source>
        <translation>Antworten stocken, bis sie wieder antwortet; stoppen oder starten Sie sie neu.</translation>
    </message>
    <message>
        <source>Messages you send still wait for it.</source>
        <translation>Gesendete Nachrichten warten weiter auf sie.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Protokoll anzeigen</translation>
    </message>
    <message>
        <source>&lt;b&gt;{who}.&lt;/b&gt; The chat gets it back when the benchmark ends; messages you send meanwhile are not answered.</source>
        <translation>&lt;b&gt;{who}.&lt;/b&gt; Der Chat bekommt sie zurück, wenn der Benchmark endet; Nachrichten, die Sie bis dahin senden, werden nicht beantwortet.</translation>
    </message>
    <message>
        <source>Cancel benchmark</source>
        <translation>Benchmark abbrechen</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is starting&lt;/b&gt; ({what}). Messages you send now wait and go out as soon as it is ready.</source>
        <translation>&lt;b&gt;Die Engine startet&lt;/b&gt; ({what}). Nachrichten, die Sie jetzt senden, warten und gehen hinaus, sobald sie bereit ist.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is stopping…&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Engine wird gestoppt …&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>Die Engine ist abgestürzt</translation>
    </message>
    <message>
        <source>{what}: {cause}</source>
        <comment>the engine stopped: its cause</comment>
        <translation>{what}: {cause}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The running engine you use stopped answering.&lt;/b&gt; The Engine panel says what happened. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;Die laufende Engine, die Sie nutzen, antwortet nicht mehr.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do; Restart is on its card. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist und was zu tun ist; „Neu starten“ steht auf seiner Karte. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{what}.&lt;/b&gt; The Engine panel says what happened and what to do. Nothing you wrote is lost.</source>
        <translation>&lt;b&gt;{what}.&lt;/b&gt; Der Engine-Bereich sagt, was geschehen ist und was zu tun ist. Nichts, was Sie geschrieben haben, geht verloren.</translation>
    </message>
    <message>
        <source>Attach again</source>
        <translation>Erneut verbinden</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was ist passiert</translation>
    </message>
    <message>
        <source>&lt;b&gt;No model to run.&lt;/b&gt; {detail}&lt;br&gt;Set-up's step 2 (Model) downloads it, or choose the Ling-3.0-flash folder already on this machine (the one with config.json). Your history is available meanwhile.</source>
        <translation>&lt;b&gt;Kein Modell zum Ausführen.&lt;/b&gt; {detail}&lt;br&gt;Schritt 2 der Einrichtung (Modell) lädt es herunter, oder wählen Sie den Ling-3.0-flash-Ordner, der schon auf diesem Rechner liegt (den mit config.json). Ihr Verlauf ist währenddessen verfügbar.</translation>
    </message>
    <message>
        <source>Set up the model (step 2)</source>
        <translation>Modell einrichten (Schritt 2)</translation>
    </message>
    <message>
        <source>Choose model folder…</source>
        <translation>Modellordner wählen …</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine could not start.&lt;/b&gt; {detail}</source>
        <translation>&lt;b&gt;Die Engine konnte nicht starten.&lt;/b&gt; {detail}</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>&lt;b&gt;The engine is not running.&lt;/b&gt; Start it to chat; your history is here meanwhile.</source>
        <translation>&lt;b&gt;Die Engine läuft nicht.&lt;/b&gt; Starten Sie sie, um zu chatten; Ihr Verlauf ist währenddessen hier.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Long text</source>
        <translation>Langer Text</translation>
    </message>
    <message>
        <source>{what} · {size}, shown as plain text</source>
        <translation>{what} · {size}, als reiner Text gezeigt</translation>
    </message>
    <message>
        <source>Copy all {size}</source>
        <translation>Alle {size} kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Copy this code block</source>
        <translation>Diesen Codeblock kopieren</translation>
    </message>
    <message>
        <source>Part of the answer being written</source>
        <translation>Teil der Antwort, die gerade entsteht</translation>
    </message>
    <message>
        <source>Answer being written</source>
        <translation>Antwort, die gerade entsteht</translation>
    </message>
    <message>
        <source>Ling's answer so far; new text is added as it arrives</source>
        <translation>Lings bisherige Antwort; neuer Text kommt hinzu, sobald er eintrifft</translation>
    </message>
    <message>
        <source>added to the library</source>
        <translation>zur Bibliothek hinzugefügt</translation>
    </message>
    <message>
        <source>Ling Desk — side panel</source>
        <translation>Ling Desk — Seitenleiste</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Connect an app: use Ling from your editor or agent</source>
        <translation>App verbinden: Ling aus Ihrem Editor oder Agenten nutzen</translation>
    </message>
    <message>
        <source>Open the main window</source>
        <translation>Hauptfenster öffnen</translation>
    </message>
    <message>
        <source>Hide the side panel ({keys})</source>
        <translation>Seitenleiste ausblenden ({keys})</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Which conversation the side panel shows</source>
        <translation>Welchen Chat die Seitenleiste zeigt</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Hide the side panel</source>
        <translation>Seitenleiste ausblenden</translation>
    </message>
    <message>
        <source>serving {names} through the local API</source>
        <translation>bedient {names} über die lokale API</translation>
    </message>
    <message>
        <source>– tok/s</source>
        <comment>no figure</comment>
        <translation>– tok/s</translation>
    </message>
    <message>
        <source>No reply yet.</source>
        <translation>Noch keine Antwort.</translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation>{speed} tok/s</translation>
    </message>
    <message>
        <source>Decode speed (live, this reply, {source}).</source>
        <translation>Decode-Geschwindigkeit (live, diese Antwort, {source}).</translation>
    </message>
    <message>
        <source>Decode speed (last reply, {source}).</source>
        <translation>Decode-Geschwindigkeit (letzte Antwort, {source}).</translation>
    </message>
    <message>
        <source>Engine: {state}</source>
        <translation>Engine: {state}</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Denkt nach …</translation>
    </message>
    <message>
        <source>Thought for {seconds} s</source>
        <translation>{seconds} s nachgedacht</translation>
    </message>
    <message>
        <source>Thinking</source>
        <comment>the model's thinking, folded</comment>
        <translation>Denken</translation>
    </message>
    <message>
        <source>The messages of this chat; Page Up and Page Down scroll</source>
        <translation>Die Nachrichten dieses Chats; Bild auf und Bild ab blättern</translation>
    </message>
    <message>
        <source>Show earlier messages</source>
        <translation>Frühere Nachrichten zeigen</translation>
    </message>
    <message>
        <source>Load the messages above the ones shown</source>
        <translation>Die Nachrichten über den gezeigten laden</translation>
    </message>
    <message>
        <source>Show newer messages</source>
        <translation>Neuere Nachrichten zeigen</translation>
    </message>
    <message>
        <source>Load the messages below the ones shown</source>
        <translation>Die Nachrichten unter den gezeigten laden</translation>
    </message>
    <message>
        <source>Ask Ling anything</source>
        <translation>Fragen Sie Ling, was Sie wollen</translation>
    </message>
    <message>
        <source>Ling-3.0-flash runs on this machine: what you write here never leaves it.
Enter sends · Shift+Enter adds a line · Esc stops · Ctrl+K searches your history</source>
        <translation>Ling-3.0-flash läuft auf diesem Rechner: Was Sie hier schreiben, verlässt ihn nie.
Eingabe sendet · Umschalt+Eingabe neue Zeile · Esc stoppt · Strg+K durchsucht Ihren Verlauf</translation>
    </message>
    <message>
        <source>Show earlier messages ({count} more)</source>
        <translation>Frühere Nachrichten zeigen ({count} weitere)</translation>
    </message>
    <message>
        <source>Show newer messages ({count} more)</source>
        <translation>Neuere Nachrichten zeigen ({count} weitere)</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>unknown action {action}</source>
        <translation>unbekannte Aktion {action}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program; give these apps a new key: {names}</source>
        <translation>WARNUNG: Port {port} auf 127.0.0.1 wird von {who} belegt, nicht von Ling Desk: Was Ihre Editoren dorthin senden, geht an dieses Programm; geben Sie diesen Apps einen neuen API-Schlüssel: {names}</translation>
    </message>
    <message>
        <source>WARNING: port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: what your editors send there goes to that program</source>
        <translation>WARNUNG: Port {port} auf 127.0.0.1 wird von {who} belegt, nicht von Ling Desk: Was Ihre Editoren dorthin senden, geht an dieses Programm</translation>
    </message>
    <message>
        <source>gateway running (pid {pid})</source>
        <translation>Gateway läuft (PID {pid})</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does); the gateway keeper holds the port meanwhile (apps get 503, nothing is sent on)</source>
        <translation>Gateway läuft nicht (es läuft, solange `ling-desk` oder `ling-desk serve` läuft); bis dahin hält der Gateway-Keeper den Port (Apps erhalten 503, nichts wird weitergeleitet)</translation>
    </message>
    <message>
        <source>gateway not running (it runs while `ling-desk` or `ling-desk serve` does)</source>
        <translation>Gateway läuft nicht (es läuft, solange `ling-desk` oder `ling-desk serve` läuft)</translation>
    </message>
    <message>
        <source>{url}  model {model}  {state}</source>
        <translation>{url}  Modell {model}  {state}</translation>
    </message>
    <message>
        <source>key {name} created; it is shown only now, store it in the app</source>
        <translation>API-Schlüssel {name} erstellt; er wird nur jetzt angezeigt, speichern Sie ihn in der App</translation>
    </message>
    <message>
        <source>never</source>
        <comment>a key never used</comment>
        <translation>nie</translation>
    </message>
    <message>
        <source>no keys yet: `ling-desk api key create NAME` makes one</source>
        <translation>noch keine API-Schlüssel: `ling-desk api key create NAME` erstellt einen</translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)  EXPOSED to {who} ({when}): refused until `api key reissue {name}` or `api key confirm {name}`</source>
        <translation>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfrage  OFFENGELEGT gegenüber {who} ({when}): abgelehnt bis `api key reissue {name}` oder `api key confirm {name}`</numerusform>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfragen  OFFENGELEGT gegenüber {who} ({when}): abgelehnt bis `api key reissue {name}` oder `api key confirm {name}`</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}  …{hint}  created {created}  last used {used}  %n request(s)</source>
        <translation>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfrage</numerusform>
            <numerusform>{name}  …{hint}  erstellt: {created}  zuletzt benutzt: {used}  %n Anfragen</numerusform>
        </translation>
    </message>
    <message>
        <source>key {name} confirmed: it works again from its next request</source>
        <translation>API-Schlüssel {name} bestätigt: Ab seiner nächsten Anfrage gilt er wieder</translation>
    </message>
    <message>
        <source>a new key for {name}; the old one no longer works. It is shown only now: put it in the app</source>
        <translation>ein neuer API-Schlüssel für {name}; der alte gilt nicht mehr. Er wird nur jetzt angezeigt: Tragen Sie ihn in der App ein</translation>
    </message>
    <message>
        <source>key {name} revoked: it stops working on its next request</source>
        <translation>API-Schlüssel {name} widerrufen: Ab seiner nächsten Anfrage gilt er nicht mehr</translation>
    </message>
    <message>
        <source>no preset named {name}: the presets are {known} ([[chat.presets]] in settings.toml)</source>
        <translation>keine Vorlage namens {name}: Die Vorlagen sind {known} ([[chat.presets]] in settings.toml)</translation>
    </message>
    <message>
        <source>no preset named {name}: Settings has no presets yet ([[chat.presets]] in settings.toml)</source>
        <translation>keine Vorlage namens {name}: In den Einstellungen gibt es noch keine Vorlagen ([[chat.presets]] in settings.toml)</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}</source>
        <translation>{path} kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>tool server {name}: {problem}</source>
        <translation>MCP-Server {name}: {problem}</translation>
    </message>
    <message>
        <source>tool {name} (ran)</source>
        <translation>Tool {name} (ausgeführt)</translation>
    </message>
    <message>
        <source>tool {name} (denied)</source>
        <translation>Tool {name} (abgelehnt)</translation>
    </message>
    <message>
        <source>{path}, page {page}</source>
        <translation>{path}, Seite {page}</translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s), cached {cached} of %n)</source>
        <translation>
            <numerusform>(%n Prompt-Token, davon {cached} von %n aus dem Cache)</numerusform>
            <numerusform>(%n Prompt-Token, davon {cached} von %n aus dem Cache)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n prompt token(s))</source>
        <translation>
            <numerusform>(%n Prompt-Token)</numerusform>
            <numerusform>(%n Prompt-Token)</numerusform>
        </translation>
    </message>
    <message>
        <source>--max-rounds must be at least 1</source>
        <translation>--max-rounds muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>--allow-tool needs --mcp-config FILE (the servers the tools come from)</source>
        <translation>--allow-tool braucht --mcp-config FILE (die Server, von denen die Tools kommen)</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https: the key is not sent there in clear text</source>
        <translation>{url} ist weder Loopback noch https: Der Schlüssel wird nicht im Klartext dorthin gesendet</translation>
    </message>
    <message>
        <source>no engine answers at {url}</source>
        <translation>unter {url} antwortet keine Engine</translation>
    </message>
    <message>
        <source>starting the engine on {url}</source>
        <translation>Engine wird auf {url} gestartet</translation>
    </message>
    <message>
        <source>still {state} after {s} s</source>
        <translation>nach {s} s immer noch {state}</translation>
    </message>
    <message>
        <source>the engine did not become ready: {why}</source>
        <translation>die Engine wurde nicht bereit: {why}</translation>
    </message>
    <message>
        <source>not a time: {text} (an ISO date or time such as 2026-01-31 or 2026-01-31T08:00, or "7d", "24h", "30m")</source>
        <translation>keine Zeitangabe: {text} (ein ISO-Datum oder eine ISO-Uhrzeit wie 2026-01-31 oder 2026-01-31T08:00, oder „7d“, „24h“, „30m“)</translation>
    </message>
    <message>
        <source>no audit record is of kind {kind}; the kinds: {kinds}</source>
        <translation>kein Protokolleintrag ist von der Art {kind}; die Arten: {kinds}</translation>
    </message>
    <message>
        <source>the audit log ({folder}) cannot be read: {problem}</source>
        <translation>das Prüfprotokoll ({folder}) kann nicht gelesen werden: {problem}</translation>
    </message>
    <message>
        <source>no audit records match</source>
        <translation>keine passenden Protokolleinträge</translation>
    </message>
    <message>
        <source>no audit records</source>
        <translation>keine Protokolleinträge</translation>
    </message>
    <message>
        <source>the audit log is whole: {records} in {files}</source>
        <translation>das Prüfprotokoll ist vollständig: {records} in {files}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>record {seq} in {file}: {error}</source>
        <translation>Eintrag {seq} in {file}: {error}</translation>
    </message>
    <message>
        <source>the log in {file}: {error}</source>
        <translation>das Protokoll in {file}: {error}</translation>
    </message>
    <message>
        <source>cannot write {path}: {why}</source>
        <translation>{path} kann nicht geschrieben werden: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) written to {path}</source>
        <translation>
            <numerusform>%n Eintrag in {path} geschrieben</numerusform>
            <numerusform>%n Einträge in {path} geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>not a port number: {text}</source>
        <translation>keine Portnummer: {text}</translation>
    </message>
    <message>
        <source>{port} is not a TCP port (0-{max}; 0 = any free)</source>
        <translation>{port} ist kein TCP-Port (0–{max}; 0 = ein beliebiger freier)</translation>
    </message>
    <message>
        <source>settings: {problem}</source>
        <translation>Einstellungen: {problem}</translation>
    </message>
    <message>
        <source>note: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
    <message>
        <source>preflight failed ({failed}); fix that, or pass --ignore-preflight to launch anyway</source>
        <translation>Vorabprüfung fehlgeschlagen ({failed}); beheben Sie das, oder übergeben Sie --ignore-preflight, um trotzdem zu starten</translation>
    </message>
    <message>
        <source>Passphrase: </source>
        <translation>Passphrase: </translation>
    </message>
    <message>
        <source>New passphrase (empty: cancel): </source>
        <translation>Neue Passphrase (leer: abbrechen): </translation>
    </message>
    <message>
        <source>The same passphrase again: </source>
        <translation>Dieselbe Passphrase noch einmal: </translation>
    </message>
    <message>
        <source>the two passphrases differ; try again</source>
        <translation>die beiden Passphrasen stimmen nicht überein; bitte noch einmal</translation>
    </message>
    <message>
        <source>Recovery key (empty: cancel): </source>
        <translation>Wiederherstellungsschlüssel (leer: abbrechen): </translation>
    </message>
    <message>
        <source>--passphrase-fd {fd}: cannot read it ({why})</source>
        <translation>--passphrase-fd {fd}: nicht lesbar ({why})</translation>
    </message>
    <message>
        <source>your history and documents are now encrypted. This is their recovery key, shown only this once: keep it on paper or in a password manager. Without it, a lost keyring or passphrase means the data is lost.</source>
        <translation>Ihr Verlauf und Ihre Dokumente sind jetzt verschlüsselt. Dies ist ihr Wiederherstellungsschlüssel, nur dieses eine Mal angezeigt: Bewahren Sie ihn auf Papier oder in einem Passwortmanager auf. Ohne ihn sind die Daten verloren, wenn Schlüsselbund oder Passphrase verloren gehen.</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk (pid {pid}) has them open; nothing was changed. Close it and run this again</source>
        <translation>die Datendateien in {folder} müssen zuerst umgewandelt werden, und ein anderes Ling Desk (PID {pid}) hat sie geöffnet; nichts wurde geändert. Schließen Sie es und führen Sie dies erneut aus</translation>
    </message>
    <message>
        <source>the data files in {folder} must be converted first, and another Ling Desk has them open; nothing was changed. Close it and run this again</source>
        <translation>die Datendateien in {folder} müssen zuerst umgewandelt werden, und ein anderes Ling Desk hat sie geöffnet; nichts wurde geändert. Schließen Sie es und führen Sie dies erneut aus</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): export</source>
        <translation>{name} wird umgewandelt ({index} von {files}): Export</translation>
    </message>
    <message>
        <source>converting {name} ({index} of {files}): swap</source>
        <translation>{name} wird umgewandelt ({index} von {files}): Austausch</translation>
    </message>
    <message>
        <source>not a number: {text}</source>
        <translation>keine Zahl: {text}</translation>
    </message>
    <message>
        <source>{n} is out of range (1-1000)</source>
        <translation>{n} liegt außerhalb des Bereichs (1–1000)</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chunk(s)</source>
        <translation>
            <numerusform>%n Textblock</numerusform>
            <numerusform>%n Textblöcke</numerusform>
        </translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}</source>
        <translation>{path}: indiziert, {pages}, {chunks}</translation>
    </message>
    <message>
        <source>{path}: unchanged</source>
        <translation>{path}: unverändert</translation>
    </message>
    <message>
        <source>{path}: skipped: {error}</source>
        <translation>{path}: übersprungen: {error}</translation>
    </message>
    <message>
        <source>{path}: failed: {error}</source>
        <translation>{path}: fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>{path}: deleted on disk, removed</source>
        <translation>{path}: auf der Festplatte gelöscht, entfernt</translation>
    </message>
    <message>
        <source>the library is empty; add files: ling-desk docs add PATH...</source>
        <translation>die Dokumentbibliothek ist leer; Dateien hinzufügen: ling-desk docs add PATH...</translation>
    </message>
    <message>
        <source>{path}: indexed, {pages}, {chunks}, ~{tokens} tokens</source>
        <translation>{path}: indiziert, {pages}, {chunks}, ~{tokens} Token</translation>
    </message>
    <message>
        <source>{path}: removed</source>
        <translation>{path}: entfernt</translation>
    </message>
    <message>
        <source>no passage matches</source>
        <translation>keine passende Textstelle</translation>
    </message>
    <message>
        <source>{path}, {place}: {passage}</source>
        <translation>{path}, {place}: {passage}</translation>
    </message>
    <message>
        <source>{path}: {passage}</source>
        <translation>{path}: {passage}</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>rank {rank} (this machine)</source>
        <translation>Rank {rank} (diese Maschine)</translation>
    </message>
    <message>
        <source>rank {rank} (the second machine)</source>
        <translation>Rank {rank} (die zweite Maschine)</translation>
    </message>
    <message>
        <source>the engine extension is copied first: {command}</source>
        <translation>zuerst wird die Engine-Erweiterung kopiert: {command}</translation>
    </message>
    <message>
        <source>{file} (0600, removed when the engine stops)</source>
        <translation>{file} (0600, wird beim Stoppen der Engine entfernt)</translation>
    </message>
    <message>
        <source>{problem}. Give these apps a new key: {names} (`ling-desk api key reissue NAME`)</source>
        <translation>{problem}. Geben Sie diesen Apps einen neuen Schlüssel: {names} (`ling-desk api key reissue NAME`)</translation>
    </message>
    <message>
        <source>engine starting on {url}</source>
        <translation>Engine startet unter {url}</translation>
    </message>
    <message>
        <source>engine {how}: {summary}</source>
        <translation>Engine {how}: {summary}</translation>
    </message>
    <message>
        <source>--limit must be at least 1</source>
        <translation>--limit muss mindestens 1 sein</translation>
    </message>
    <message numerus="yes">
        <source>run {run}: %n configuration(s) to measure ({ids}) x {requests} requests of {workload}; each starts its own engine (on a DGX Spark, minutes each, and a full GSM8K ladder takes hours)</source>
        <translation>
            <numerusform>Lauf {run}: %n Konfiguration zu messen ({ids}) × {requests} Anfragen aus {workload}; jede startet ihre eigene Engine (auf einer DGX Spark jeweils Minuten, eine vollständige GSM8K-Leiter dauert Stunden)</numerusform>
            <numerusform>Lauf {run}: %n Konfigurationen zu messen ({ids}) × {requests} Anfragen aus {workload}; jede startet ihre eigene Engine (auf einer DGX Spark jeweils Minuten, eine vollständige GSM8K-Leiter dauert Stunden)</numerusform>
        </translation>
    </message>
    <message>
        <source>none left</source>
        <translation>keine übrig</translation>
    </message>
    <message>
        <source>measuring, request {i}/{n}</source>
        <translation>misst, Anfrage {i}/{n}</translation>
    </message>
    <message>
        <source>{stage}, about {min} min left</source>
        <translation>{stage}, noch etwa {min} min</translation>
    </message>
    <message>
        <source>saved {id} in the engine settings</source>
        <translation>{id} in den Engine-Einstellungen gespeichert</translation>
    </message>
    <message>
        <source>report kept in {file}</source>
        <translation>Bericht gespeichert in {file}</translation>
    </message>
    <message>
        <source>not a number of days: {text}</source>
        <translation>keine Anzahl von Tagen: {text}</translation>
    </message>
    <message>
        <source>{text} days: give a number above 0</source>
        <translation>{text} Tage: Geben Sie eine Zahl über 0 an</translation>
    </message>
    <message>
        <source>{problem}; nothing was changed (`ling-desk history list` shows them)</source>
        <translation>{problem}; nichts wurde geändert (`ling-desk history list` zeigt sie)</translation>
    </message>
    <message>
        <source>no conversation with id {ids} in the history</source>
        <translation>im Verlauf gibt es keinen Chat mit der ID {ids}</translation>
    </message>
    <message>
        <source>no conversations with ids {ids} in the history</source>
        <translation>im Verlauf gibt es keine Chats mit den IDs {ids}</translation>
    </message>
    <message>
        <source>the history ({path}) is busy: another program is writing it. Try again in a moment; nothing was changed</source>
        <translation>der Verlauf ({path}) ist belegt: Ein anderes Programm schreibt gerade hinein. Versuchen Sie es gleich noch einmal; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the history ({path}) cannot be used: {problem}</source>
        <translation>der Verlauf ({path}) kann nicht verwendet werden: {problem}</translation>
    </message>
    <message>
        <source>Ling Desk (pid {pid}) has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk (PID {pid}) hat diesen Verlauf geöffnet ({folder}); ein daneben ausgeführtes {action} würde beim nächsten Speichern rückgängig gemacht. Erledigen Sie es in jenem Fenster, oder schließen Sie es und führen Sie dies erneut aus; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Ling Desk has this history open ({folder}); a {action} made beside it would be undone by its next save. Do it in that window, or close it and run this again; nothing was changed</source>
        <translation>Ling Desk hat diesen Verlauf geöffnet ({folder}); ein daneben ausgeführtes {action} würde beim nächsten Speichern rückgängig gemacht. Erledigen Sie es in jenem Fenster, oder schließen Sie es und führen Sie dies erneut aus; nichts wurde geändert</translation>
    </message>
    <message>
        <source>the history is empty</source>
        <translation>der Verlauf ist leer</translation>
    </message>
    <message>
        <source>pinned</source>
        <comment>a column of `history list`</comment>
        <translation>angeheftet</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>{id}: deleted, its text erased from the history's files</source>
        <translation>{id}: gelöscht, sein Text aus den Dateien des Verlaufs getilgt</translation>
    </message>
    <message>
        <source>would delete: {id}  {updated}  {title}</source>
        <translation>würde löschen: {id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>deleted: {id}  {updated}  {title}</source>
        <translation>gelöscht: {id}  {updated}  {title}</translation>
    </message>
    <message>
        <source>nothing is older than {days} days (pinned conversations are kept)</source>
        <translation>nichts ist älter als {days} Tage (angeheftete Chats bleiben erhalten)</translation>
    </message>
    <message>
        <source>{title} written to {path}</source>
        <translation>{title} in {path} geschrieben</translation>
    </message>
    <message>
        <source>cannot read {path}: {why}; nothing was added</source>
        <translation>{path} kann nicht gelesen werden: {why}; nichts wurde hinzugefügt</translation>
    </message>
    <message>
        <source>{path}: {problem}
Nothing was added.</source>
        <translation>{path}: {problem}
Nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>{problem}; nothing was added</source>
        <translation>{problem}; nichts wurde hinzugefügt</translation>
    </message>
    <message>
        <source>the running window shows it after its next start</source>
        <translation>das laufende Fenster zeigt es nach seinem nächsten Start</translation>
    </message>
    <message>
        <source>{id}: imported, {messages}  {title}</source>
        <translation>{id}: importiert, {messages}  {title}</translation>
    </message>
    <message>
        <source>{id}: pinned  {title}</source>
        <translation>{id}: angeheftet  {title}</translation>
    </message>
    <message>
        <source>{id}: unpinned  {title}</source>
        <translation>{id}: nicht mehr angeheftet  {title}</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
</context>
<context>
    <name>docs</name>
    <message>
        <source>{names}: encrypted, so its text is kept in memory only, never on disk (after Ling Desk restarts, attach it again with its password to ask about it)</source>
        <translation>{names}: verschlüsselt, daher wird der Text nur im Arbeitsspeicher gehalten, nie auf der Festplatte (nach einem Neustart von Ling Desk hängen Sie es mit seinem Passwort erneut an, um dazu zu fragen)</translation>
    </message>
    <message>
        <source>not added to the library: it is encrypted, and the library would keep its text unencrypted</source>
        <translation>nicht zur Bibliothek hinzugefügt: Es ist verschlüsselt, und die Bibliothek würde seinen Text unverschlüsselt speichern</translation>
    </message>
    <message>
        <source>not added to the library: it could not be read</source>
        <translation>nicht zur Bibliothek hinzugefügt: Es konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>not added to the library: {why}</source>
        <translation>nicht zur Bibliothek hinzugefügt: {why}</translation>
    </message>
    <message>
        <source>already in the library</source>
        <translation>schon in der Bibliothek</translation>
    </message>
    <message>
        <source>{name} ({pages}, {tokens} tokens)</source>
        <translation>{name} ({pages}, {tokens} Tokens)</translation>
    </message>
    <message>
        <source>Attached whole: {documents}</source>
        <translation>Ganz angehängt: {documents}</translation>
    </message>
    <message>
        <source>the library was not searched: the attached documents fit whole</source>
        <translation>die Bibliothek wurde nicht durchsucht: Die angehängten Dokumente passen ganz hinein</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) used</source>
        <translation>
            <numerusform>%n Textstelle verwendet</numerusform>
            <numerusform>%n Textstellen verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Searched the library: {used}</source>
        <translation>Bibliothek durchsucht: {used}</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n document(s) ({tokens} tokens), too long to attach whole (room for {room}): {used}</source>
        <translation>
            <numerusform>%n Dokument durchsucht ({tokens} Tokens, zu lang, um es ganz anzuhängen; Platz für {room}): {used}</numerusform>
            <numerusform>%n Dokumente durchsucht ({tokens} Tokens, zu lang, um sie ganz anzuhängen; Platz für {room}): {used}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>refused: more than {cells} spreadsheet cells, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: mehr als {cells} Tabellenzellen, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>refused: more than {chars} characters of text, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: mehr als {chars} Zeichen Text, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>not a document type Ling Desk reads ({suffix})</source>
        <translation>kein Dokumenttyp, den Ling Desk liest ({suffix})</translation>
    </message>
    <message>
        <source>needs more memory than extraction is allowed</source>
        <translation>braucht mehr Speicher, als die Textextraktion nutzen darf</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>too large: {size} (the limit is {limit})</source>
        <translation>zu groß: {size} (die Grenze liegt bei {limit})</translation>
    </message>
    <message>
        <source>too large: over {limit} (the limit is {limit})</source>
        <translation>zu groß: über {limit} (die Grenze liegt bei {limit})</translation>
    </message>
    <message>
        <source>binary content, not text (a wrong extension?)</source>
        <translation>binärer Inhalt, kein Text (falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>not an e-mail message (no headers or body)</source>
        <translation>keine E-Mail-Nachricht (weder Kopfzeilen noch Text)</translation>
    </message>
    <message>
        <source>not a PDF file (no PDF header; a wrong extension?)</source>
        <translation>keine PDF-Datei (kein PDF-Header; falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>encrypted: the password is wrong</source>
        <translation>verschlüsselt: das Passwort ist falsch</translation>
    </message>
    <message>
        <source>encrypted: a password is needed</source>
        <translation>verschlüsselt: ein Passwort wird benötigt</translation>
    </message>
    <message>
        <source>damaged or truncated PDF (the PDF reader refused it)</source>
        <translation>beschädigtes oder unvollständiges PDF (der PDF-Leser hat es abgelehnt)</translation>
    </message>
    <message numerus="yes">
        <source>no text layer: %n page(s) of images only (a scan?); text recognition (OCR) is not installed</source>
        <translation>
            <numerusform>keine Textebene: %n Seite nur mit Bildern (ein Scan?); Texterkennung (OCR) ist nicht installiert</numerusform>
            <numerusform>keine Textebene: %n Seiten nur mit Bildern (ein Scan?); Texterkennung (OCR) ist nicht installiert</numerusform>
        </translation>
    </message>
    <message>
        <source>not a {kind} file (not a zip archive; a wrong extension?)</source>
        <translation>keine {kind}-Datei (kein ZIP-Archiv; falsche Dateiendung?)</translation>
    </message>
    <message>
        <source>refused: would inflate to {size} from {packed} (a zip bomb?)</source>
        <translation>abgelehnt: würde sich von {packed} auf {size} entpacken (eine ZIP-Bombe?)</translation>
    </message>
    <message>
        <source>not a valid {kind} file ({name} is missing)</source>
        <translation>keine gültige {kind}-Datei ({name} fehlt)</translation>
    </message>
    <message>
        <source>cannot be read: {why}</source>
        <translation>kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>damaged or truncated {kind} file ({error})</source>
        <translation>beschädigte oder unvollständige {kind}-Datei ({error})</translation>
    </message>
    <message>
        <source>refused: its text makes more than {passages} passages, the most one document may bring into the library (split it into smaller files)</source>
        <translation>abgelehnt: der Text ergibt mehr als {passages} Textstellen, das Höchste, was ein Dokument in die Bibliothek bringen darf (teilen Sie es in kleinere Dateien auf)</translation>
    </message>
    <message>
        <source>stopped after {files} files (the most one add takes); the rest of this folder was not added (add its subfolders instead)</source>
        <translation>nach {files} Dateien angehalten (das Höchste für einmal Hinzufügen); der Rest dieses Ordners wurde nicht hinzugefügt (fügen Sie stattdessen seine Unterordner hinzu)</translation>
    </message>
    <message>
        <source>no text in it</source>
        <translation>enthält keinen Text</translation>
    </message>
    <message>
        <source>not in the library</source>
        <translation>nicht in der Dokumentbibliothek</translation>
    </message>
    <message>
        <source>headers</source>
        <comment>of an e-mail</comment>
        <translation>Kopfzeilen</translation>
    </message>
    <message>
        <source>body</source>
        <comment>of an e-mail</comment>
        <translation>Nachrichtentext</translation>
    </message>
    <message>
        <source>attachments</source>
        <comment>of an e-mail</comment>
        <translation>Anhänge</translation>
    </message>
    <message>
        <source>heading {title}</source>
        <translation>Überschrift „{title}“</translation>
    </message>
    <message>
        <source>sheet {name}</source>
        <translation>Tabellenblatt „{name}“</translation>
    </message>
    <message>
        <source>page {page}</source>
        <translation>Seite {page}</translation>
    </message>
    <message>
        <source>slide {slide}</source>
        <translation>Folie {slide}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>pages {first}-{last}</source>
        <translation>Seiten {first}–{last}</translation>
    </message>
    <message>
        <source>rows {first}-{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>lines {first}-{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>{sheet}, {rows}</source>
        <comment>a sheet's rows</comment>
        <translation>{sheet}, {rows}</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>places in a document</comment>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>the extraction process could not start</source>
        <translation>der Extraktionsprozess konnte nicht starten</translation>
    </message>
    <message>
        <source>reading it took longer than {s} s; stopped</source>
        <translation>das Lesen dauerte länger als {s} s; abgebrochen</translation>
    </message>
    <message>
        <source>refused: its text is more than one document may bring in</source>
        <translation>abgelehnt: der Text ist mehr, als ein Dokument einbringen darf</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal}); it may be damaged or need more than the {size} extraction may use</source>
        <translation>der Leser ist bei dieser Datei abgestürzt ({signal}); sie ist vielleicht beschädigt oder braucht mehr als die {size}, die die Extraktion nutzen darf</translation>
    </message>
    <message>
        <source>the reader crashed on this file ({signal})</source>
        <translation>der Leser ist bei dieser Datei abgestürzt ({signal})</translation>
    </message>
    <message>
        <source>the reader stopped on this file (exit {code})</source>
        <translation>der Leser hat bei dieser Datei aufgehört (Exit-Code {code})</translation>
    </message>
    <message>
        <source>a symbolic link to {target}, outside the added folder; not followed</source>
        <translation>ein symbolischer Link auf {target}, außerhalb des hinzugefügten Ordners; nicht gefolgt</translation>
    </message>
    <message>
        <source>a broken or looping symbolic link</source>
        <translation>ein defekter oder zirkulärer symbolischer Link</translation>
    </message>
    <message>
        <source>a symbolic link loop</source>
        <translation>eine Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>needs more memory than allowed</source>
        <translation>braucht mehr Speicher als erlaubt</translation>
    </message>
    <message>
        <source>nested too deeply to read</source>
        <translation>zu tief verschachtelt zum Lesen</translation>
    </message>
    <message>
        <source>could not be read ({error})</source>
        <translation>konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>This passage came from an encrypted document: its text is kept only while Ling Desk runs, never on disk. Attach the document again, with its password, to read it here.</source>
        <translation>Diese Textstelle stammt aus einem verschlüsselten Dokument: Ihr Text wird nur aufbewahrt, solange Ling Desk läuft, nie auf der Festplatte. Hängen Sie das Dokument mit seinem Passwort erneut an, um sie hier zu lesen.</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Ordner zeigen</translation>
    </message>
    <message>
        <source>Copy folder path</source>
        <translation>Ordnerpfad kopieren</translation>
    </message>
    <message>
        <source>page {page}, {where}</source>
        <translation>Seite {page}, {where}</translation>
    </message>
    <message>
        <source>[{n}] {name}, {where}</source>
        <comment>a cited source</comment>
        <translation>[{n}] {name}, {where}</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>open a file</comment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open {name} at page {page}</source>
        <translation>{name} auf Seite {page} öffnen</translation>
    </message>
    <message>
        <source>Open {name}</source>
        <translation>{name} öffnen</translation>
    </message>
    <message>
        <source>No program on this machine is registered to open {kind} files ({mime}), so {name} cannot be opened from here. Show the folder that holds it instead, or install a viewer for it.</source>
        <translation>Auf diesem Rechner ist kein Programm für Dateien vom Typ „{kind}“ ({mime}) registriert, daher lässt sich {name} von hier aus nicht öffnen. Zeigen Sie stattdessen den Ordner, der sie enthält, oder installieren Sie ein passendes Anzeigeprogramm.</translation>
    </message>
    <message>
        <source>Copied the folder's path: {folder}</source>
        <translation>Ordnerpfad kopiert: {folder}</translation>
    </message>
    <message>
        <source>Opened the folder {folder} in your file manager.</source>
        <translation>Der Ordner {folder} wurde in Ihrem Dateimanager geöffnet.</translation>
    </message>
    <message>
        <source>No file manager is registered on this machine either. The file is in {folder}: copy the path and open it from where you work.</source>
        <translation>Auf diesem Rechner ist auch kein Dateimanager registriert. Die Datei liegt in {folder}: Kopieren Sie den Pfad und öffnen Sie sie von dort, wo Sie arbeiten.</translation>
    </message>
    <message>
        <source>What was sent</source>
        <translation>Was gesendet wurde</translation>
    </message>
    <message numerus="yes">
        <source>This answer cites none of the %n passage(s) it was given: the model answered without naming any. Here is what went with the question; click a passage to read it as the model was given it.</source>
        <translation>
            <numerusform>Diese Antwort zitiert die %n Textstelle nicht, die sie erhalten hat: Das Modell hat geantwortet, ohne eine zu nennen. Hier steht, was mit der Frage gesendet wurde; klicken Sie auf eine Textstelle, um sie so zu lesen, wie das Modell sie erhalten hat.</numerusform>
            <numerusform>Diese Antwort zitiert keine der %n Textstellen, die sie erhalten hat: Das Modell hat geantwortet, ohne eine zu nennen. Hier steht, was mit der Frage gesendet wurde; klicken Sie auf eine Textstelle, um sie so zu lesen, wie das Modell sie erhalten hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>(The passages are no longer here.)</source>
        <translation>(Die Textstellen sind nicht mehr vorhanden.)</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Your document library, on this machine only. A chat draws on it with the composer's Library switch, or on the documents you choose here (Use in chat). Documents attached in a chat stay with their conversation: they come here only when you tick Also add to library as you send them.</source>
        <translation>Ihre Dokumentbibliothek, nur auf diesem Rechner. Ein Chat greift über den Bibliotheksschalter im Eingabefeld auf sie zu, oder auf die Dokumente, die Sie hier auswählen („Im Chat verwenden“). In einem Chat angehängte Dokumente bleiben bei ihrem Chat: Hierher kommen sie nur, wenn Sie beim Senden „Auch zur Bibliothek hinzufügen“ ankreuzen.</translation>
    </message>
    <message>
        <source>Documents in the library</source>
        <translation>Dokumente in der Bibliothek</translation>
    </message>
    <message>
        <source>Each document, its state and size</source>
        <translation>Jedes Dokument mit Zustand und Größe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Dateien hinzufügen …</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen …</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the chosen documents and their text from the index</source>
        <translation>Die ausgewählten Dokumente und ihren Text aus dem Index entfernen</translation>
    </message>
    <message>
        <source>Use in chat</source>
        <translation>Im Chat verwenden</translation>
    </message>
    <message>
        <source>Attach the chosen documents to your next message</source>
        <translation>Die ausgewählten Dokumente an Ihre nächste Nachricht anhängen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Add documents to the library; they are read and indexed on this machine</source>
        <translation>Dokumente zur Bibliothek hinzufügen; sie werden auf diesem Rechner gelesen und indexiert</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add every document in a folder to the library</source>
        <translation>Alle Dokumente eines Ordners zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Close the document library</source>
        <translation>Die Dokumentbibliothek schließen</translation>
    </message>
    <message numerus="yes">
        <source>Brought up to date: %n file(s) changed on disk.</source>
        <translation>
            <numerusform>Aktualisiert: %n Datei auf der Festplatte hat sich geändert.</numerusform>
            <numerusform>Aktualisiert: %n Dateien auf der Festplatte haben sich geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The library could not be read: {error}</source>
        <translation>Die Bibliothek konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>indexed</source>
        <comment>a document's state</comment>
        <translation>indexiert</translation>
    </message>
    <message>
        <source>failed: {why}</source>
        <comment>a document's state</comment>
        <translation>fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <source>{note} {summary}</source>
        <comment>how the last add ended, then the summary</comment>
        <translation>{note} {summary}</translation>
    </message>
    <message>
        <source>The library is empty: Add files… or Add folder… (kept in sync when added again).</source>
        <translation>Die Bibliothek ist leer: „Dateien hinzufügen …“ oder „Ordner hinzufügen …“ (erneut Hinzugefügtes wird abgeglichen).</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) indexed</source>
        <translation>
            <numerusform>%n Dokument indexiert</numerusform>
            <numerusform>%n Dokumente indexiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Token</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}</source>
        <comment>the library's summary</comment>
        <translation>{documents}, {pages}, {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>%n could not be read (State says why)</source>
        <translation>
            <numerusform>%n konnte nicht gelesen werden („Zustand“ nennt den Grund)</numerusform>
            <numerusform>%n konnten nicht gelesen werden („Zustand“ nennt den Grund)</numerusform>
        </translation>
    </message>
    <message>
        <source>{documents}, {pages}, {tokens}; {failed}</source>
        <comment>the library's summary</comment>
        <translation>{documents}, {pages}, {tokens}; {failed}</translation>
    </message>
    <message>
        <source>Add documents to the library</source>
        <translation>Dokumente zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Add a folder to the library</source>
        <translation>Einen Ordner zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Dokumente werden gesucht …</translation>
    </message>
    <message numerus="yes">
        <source>%n read · {name}</source>
        <comment>files read so far</comment>
        <translation>
            <numerusform>%n gelesen · {name}</numerusform>
            <numerusform>%n gelesen · {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>Adding stopped: {error}.</source>
        <translation>Hinzufügen abgebrochen: {error}.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n file(s); what was read is kept.</source>
        <translation>
            <numerusform>Nach %n Datei abgebrochen; das bereits Gelesene bleibt erhalten.</numerusform>
            <numerusform>Nach %n Dateien abgebrochen; das bereits Gelesene bleibt erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s).</source>
        <translation>
            <numerusform>%n Datei hinzugefügt.</numerusform>
            <numerusform>%n Dateien hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n file(s), {failed} could not be read.</source>
        <translation>
            <numerusform>%n Datei hinzugefügt, davon nicht lesbar: {failed}.</numerusform>
            <numerusform>%n Dateien hinzugefügt, davon nicht lesbar: {failed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} und %n weiterer</numerusform>
            <numerusform>{names} und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{note} Skipped links that lead outside the folder: {names}.</source>
        <translation>{note} Links, die aus dem Ordner hinausführen, wurden übersprungen: {names}.</translation>
    </message>
    <message>
        <source>Stopping after the file being read…</source>
        <translation>Wird nach der gerade gelesenen Datei angehalten …</translation>
    </message>
    <message>
        <source>Removing stopped: {error}.</source>
        <translation>Entfernen abgebrochen: {error}.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed and erased from disk.</source>
        <translation>
            <numerusform>%n Dokument entfernt und von der Festplatte gelöscht.</numerusform>
            <numerusform>%n Dokumente entfernt und von der Festplatte gelöscht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) removed; their text leaves the disk once no other program reads the library.</source>
        <translation>
            <numerusform>%n Dokument entfernt; sein Text verschwindet von der Festplatte, sobald kein anderes Programm die Bibliothek mehr liest.</numerusform>
            <numerusform>%n Dokumente entfernt; ihr Text verschwindet von der Festplatte, sobald kein anderes Programm die Bibliothek mehr liest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Ling Desk has too many connections open to reach the engine right now (out of file handles); the engine itself may be fine. Try again in a moment.</source>
        <translation>Ling Desk hat gerade zu viele Verbindungen offen, um die Engine zu erreichen (keine Datei-Handles mehr frei); die Engine selbst ist vermutlich in Ordnung. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The engine stopped answering (no data for {s} s).</source>
        <translation>Die Engine antwortet nicht mehr (seit {s} s keine Daten).</translation>
    </message>
    <message>
        <source>The engine refused the request (401): the API key does not match.</source>
        <translation>Die Engine hat die Anfrage abgelehnt (401): Der API-Schlüssel passt nicht.</translation>
    </message>
    <message>
        <source>The engine answered {status}: {detail}</source>
        <translation>Die Engine antwortete mit {status}: {detail}</translation>
    </message>
    <message>
        <source>The engine reported an error mid-stream: {error}</source>
        <translation>Die Engine meldete mitten im Stream einen Fehler: {error}</translation>
    </message>
    <message>
        <source>The engine did not answer {path}: {error}</source>
        <translation>Die Engine hat auf {path} nicht geantwortet: {error}</translation>
    </message>
    <message>
        <source>The engine has no {path} endpoint.</source>
        <translation>Die Engine hat keinen Endpunkt {path}.</translation>
    </message>
    <message>
        <source>The engine sent a malformed stream chunk ({error}): {data}</source>
        <translation>Die Engine hat einen fehlerhaften Stream-Abschnitt gesendet ({error}): {data}</translation>
    </message>
    <message>
        <source>Unexpected stream chunk: {data}</source>
        <translation>Unerwarteter Stream-Abschnitt: {data}</translation>
    </message>
    <message>
        <source>The engine's stream is not SSE: {error}</source>
        <translation>Der Stream der Engine ist kein SSE: {error}</translation>
    </message>
    <message>
        <source>The connection to the engine broke mid-stream ({error}).</source>
        <translation>Die Verbindung zur Engine ist mitten im Stream abgebrochen ({error}).</translation>
    </message>
    <message>
        <source>The engine is not reachable at {url}.</source>
        <translation>Die Engine ist unter {url} nicht erreichbar.</translation>
    </message>
    <message>
        <source>The engine did not answer: {error}</source>
        <translation>Die Engine hat nicht geantwortet: {error}</translation>
    </message>
    <message>
        <source>Engine stopped by Ling Desk</source>
        <translation>Engine von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine</source>
        <translation>Ling Desk hat die Engine gestoppt</translation>
    </message>
    <message>
        <source>The engine crashed</source>
        <translation>Die Engine ist abgestürzt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>stopped by Ling Desk</source>
        <translation>von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>lost: it stopped answering</source>
        <translation>nicht mehr erreichbar: antwortet nicht mehr</translation>
    </message>
    <message>
        <source>starting the engine process</source>
        <translation>Engine-Prozess wird gestartet</translation>
    </message>
    <message>
        <source>loading weights</source>
        <translation>Gewichte werden geladen</translation>
    </message>
    <message>
        <source>engine is up, loading</source>
        <translation>Engine läuft, lädt noch</translation>
    </message>
    <message>
        <source>stopping the engine</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>answering on {url}</source>
        <translation>antwortet unter {url}</translation>
    </message>
    <message>
        <source>could not start: {error}</source>
        <translation>konnte nicht starten: {error}</translation>
    </message>
    <message>
        <source>connecting to {url}</source>
        <translation>verbindet mit {url}</translation>
    </message>
    <message>
        <source>attached to {url} (not started here)</source>
        <translation>verbunden mit {url} (nicht hier gestartet)</translation>
    </message>
    <message>
        <source>detaching from {url}</source>
        <translation>trennt die Verbindung zu {url}</translation>
    </message>
    <message>
        <source>detached from {url} (still running there)</source>
        <translation>Verbindung zu {url} getrennt (läuft dort weiter)</translation>
    </message>
    <message>
        <source>starting {n} ranks</source>
        <translation>{n} Ranks werden gestartet</translation>
    </message>
    <message>
        <source>rank {rank} ended; stopping the others</source>
        <translation>Rank {rank} wurde beendet; die anderen werden gestoppt</translation>
    </message>
    <message>
        <source>stopped, killed by signal {signal}</source>
        <translation>gestoppt, durch Signal {signal} beendet</translation>
    </message>
    <message>
        <source>crashed, killed by signal {signal}</source>
        <translation>abgestürzt, durch Signal {signal} beendet</translation>
    </message>
    <message>
        <source>stopped, exited with code {code}</source>
        <translation>gestoppt, mit Code {code} beendet</translation>
    </message>
    <message>
        <source>crashed, exited with code {code}</source>
        <translation>abgestürzt, mit Code {code} beendet</translation>
    </message>
    <message>
        <source>The engine extension could not be copied to rank {rank}: {error}. Check the command prefix in Settings &gt; Engine &gt; Two DGX Sparks.</source>
        <translation>Die Engine-Erweiterung konnte nicht auf Rank {rank} kopiert werden: {error}. Prüfen Sie das Befehlspräfix unter Einstellungen &gt; Engine &gt; Zwei DGX Sparks.</translation>
    </message>
    <message>
        <source>Copying the engine extension to rank {rank} took over {s} s.</source>
        <translation>Das Kopieren der Engine-Erweiterung auf Rank {rank} dauerte länger als {s} s.</translation>
    </message>
    <message>
        <source>Copying the engine extension to rank {rank} failed (exit {code}): {output}. Check that the prefix reaches the second machine without a password prompt.</source>
        <translation>Das Kopieren der Engine-Erweiterung auf Rank {rank} ist fehlgeschlagen (Exit-Code {code}): {output}. Prüfen Sie, ob das Präfix die zweite Maschine ohne Passwortabfrage erreicht.</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>The engine is already running; stop it first.</source>
        <translation>Die Engine läuft bereits; stoppen Sie sie zuerst.</translation>
    </message>
    <message>
        <source>Check Settings &gt; Engine.</source>
        <translation>Prüfen Sie Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>it {how}.</source>
        <translation>Status: {how}.</translation>
    </message>
    <message>
        <source>Read its log.</source>
        <translation>Lesen Sie sein Protokoll.</translation>
    </message>
    <message>
        <source>Rank {rank} (on this machine) failed: {summary}</source>
        <translation>Rank {rank} (auf diesem Rechner) ist fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>Rank {rank} (on the second machine) failed: {summary}</source>
        <translation>Rank {rank} (auf dem zweiten Rechner) ist fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>Nothing to restart: the engine was never started.</source>
        <translation>Kein Neustart möglich: Die Engine wurde nie gestartet.</translation>
    </message>
    <message>
        <source>The engine ran out of GPU memory.</source>
        <translation>Der Engine ist der GPU-Speicher ausgegangen.</translation>
    </message>
    <message>
        <source>Close other GPU programs, lower the memory fraction in Settings &gt; Engine, or shorten the context length; on a DGX Spark keep at least 91 GB free before starting.</source>
        <translation>Schließen Sie andere GPU-Programme, senken Sie den Speicheranteil unter Einstellungen &gt; Engine oder verkürzen Sie die Kontextlänge; auf einem DGX Spark sollten vor dem Start mindestens 91 GB frei sein.</translation>
    </message>
    <message>
        <source>The memory fraction is SGLang's --mem-fraction-static and the context length its --context-length.</source>
        <translation>Der Speicheranteil ist SGLangs --mem-fraction-static, die Kontextlänge sein --context-length.</translation>
    </message>
    <message>
        <source>The engine's port is taken by another program.</source>
        <translation>Der Port der Engine ist von einem anderen Programm belegt.</translation>
    </message>
    <message>
        <source>Let Ling Desk pick a free port (set the port to 0 in Settings &gt; Engine), or stop the other program.</source>
        <translation>Lassen Sie Ling Desk einen freien Port wählen (Port unter Einstellungen &gt; Engine auf 0 setzen) oder beenden Sie das andere Programm.</translation>
    </message>
    <message>
        <source>The engine could not find the model files.</source>
        <translation>Die Engine findet die Modelldateien nicht.</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a local copy of Ling-3.0-flash-fp4: the folder that holds its config file and weight shards.</source>
        <translation>Lassen Sie Einstellungen &gt; Engine &gt; Modellordner auf eine lokale Kopie von Ling-3.0-flash-fp4 zeigen: den Ordner mit ihrer Konfigurationsdatei und den Gewichts-Shards.</translation>
    </message>
    <message>
        <source>A folder with config.json and the safetensors shards; on the command line, pass --model PATH.</source>
        <translation>Ein Ordner mit config.json und den safetensors-Shards; auf der Kommandozeile übergeben Sie --model PATH.</translation>
    </message>
    <message>
        <source>A GPU kernel failed while the engine ran (an illegal memory access or a device assert).</source>
        <translation>Ein GPU-Kernel ist während des Betriebs fehlgeschlagen (ungültiger Speicherzugriff oder Geräte-Assertion).</translation>
    </message>
    <message>
        <source>Restart the engine. If the same request breaks it again, turn the optimizations off one at a time (Settings &gt; Optimizations) to find the kernel, and keep the engine log.</source>
        <translation>Starten Sie die Engine neu. Bricht dieselbe Anfrage sie erneut ab, schalten Sie die Optimierungen einzeln aus (Einstellungen &gt; Optimierungen), um den Kernel zu finden, und bewahren Sie das Engine-Protokoll auf.</translation>
    </message>
    <message>
        <source>The GPU or its driver reported an error.</source>
        <translation>Die GPU oder ihr Treiber hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>Check that the NVIDIA driver sees the GPU and supports CUDA 13 (update it if not), then restart the engine.</source>
        <translation>Prüfen Sie, ob der NVIDIA-Treiber die GPU erkennt und CUDA 13 unterstützt (sonst aktualisieren), und starten Sie die Engine dann neu.</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the GPU and the CUDA version its driver supports.</source>
        <translation>`nvidia-smi` zeigt die GPU und die CUDA-Version, die ihr Treiber unterstützt.</translation>
    </message>
    <message>
        <source>The engine failed with a Python error: {error}</source>
        <translation>Die Engine ist mit einem Python-Fehler fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Read the Python error in the engine log. If it names a package, check the engine environment: it needs SGLang 0.5.23 and humming-kernels.</source>
        <translation>Lesen Sie den Python-Fehler im Engine-Protokoll. Nennt er ein Paket, prüfen Sie die Engine-Umgebung: Sie braucht SGLang 0.5.23 und humming-kernels.</translation>
    </message>
    <message>
        <source>`ling-desk check` checks the engine environment (sglang 0.5.23 and humming-kernels).</source>
        <translation>`ling-desk check` prüft die Engine-Umgebung (sglang 0.5.23 und humming-kernels).</translation>
    </message>
    <message>
        <source>The engine stopped without a recognised cause.</source>
        <translation>Die Engine wurde ohne erkennbare Ursache beendet.</translation>
    </message>
    <message>
        <source>Read the last lines of the engine log below.</source>
        <translation>Lesen Sie die letzten Zeilen des Engine-Protokolls unten.</translation>
    </message>
    <message>
        <source>`ling-desk check` runs every check.</source>
        <translation>`ling-desk check` führt alle Prüfungen aus.</translation>
    </message>
    <message>
        <source>the engine Python {python} does not exist</source>
        <translation>das Engine-Python {python} existiert nicht</translation>
    </message>
    <message>
        <source>the engine environment probe took longer than {s} s</source>
        <translation>die Prüfung der Engine-Umgebung dauerte länger als {s} s</translation>
    </message>
    <message>
        <source>the engine Python {python} could not run: {error}</source>
        <translation>das Engine-Python {python} konnte nicht ausgeführt werden: {error}</translation>
    </message>
    <message>
        <source>the probe printed no result (exit {code}): {error}</source>
        <translation>die Prüfung hat kein Ergebnis ausgegeben (Exit-Code {code}): {error}</translation>
    </message>
    <message>
        <source>the probe printed no result (exit {code})</source>
        <translation>die Prüfung hat kein Ergebnis ausgegeben (Exit-Code {code})</translation>
    </message>
    <message>
        <source>the probe's result is not JSON: {error}</source>
        <translation>das Ergebnis der Prüfung ist kein JSON: {error}</translation>
    </message>
    <message>
        <source>Attached to an engine at {url} that Ling Desk did not start: it is not stopped or restarted from here, and its log stays on its own machine.</source>
        <translation>Verbunden mit einer Engine unter {url}, die Ling Desk nicht gestartet hat: Sie wird von hier aus weder gestoppt noch neu gestartet, und ihr Protokoll bleibt auf ihrem eigenen Rechner.</translation>
    </message>
    <message>
        <source>Already attached; detach first.</source>
        <translation>Bereits verbunden; trennen Sie zuerst die Verbindung.</translation>
    </message>
    <message>
        <source>No engine answers GET {url}/health with 200 (waited {seconds} s).</source>
        <translation>Keine Engine beantwortet GET {url}/health mit 200 ({seconds} s gewartet).</translation>
    </message>
    <message>
        <source>Start that engine, or check the URL in Settings &gt; Engine &gt; Use a running engine.</source>
        <translation>Starten Sie diese Engine oder prüfen Sie die URL unter Einstellungen &gt; Engine &gt; Laufende Engine verwenden.</translation>
    </message>
    <message>
        <source>The attached engine at {url} stopped answering /health.</source>
        <translation>Die verbundene Engine unter {url} antwortet nicht mehr auf /health.</translation>
    </message>
    <message>
        <source>Ask whoever runs that engine, or check the network; press Start to attach again.</source>
        <translation>Fragen Sie, wer diese Engine betreibt, oder prüfen Sie das Netzwerk; mit „Starten“ verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <source>loading weights ({percent}%)</source>
        <translation>Gewichte werden geladen ({percent} %)</translation>
    </message>
    <message>
        <source>preparing memory after the weights</source>
        <translation>Speicher wird nach den Gewichten vorbereitet</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>capturing CUDA graphs: {name}</source>
        <translation>CUDA-Graphen werden erfasst: {name}</translation>
    </message>
    <message>
        <source>after the {name} CUDA graphs</source>
        <translation>nach den CUDA-Graphen {name}</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}, where this step took {normal} in all at the last start.</source>
        <translation>Die Engine hängt offenbar bei „{stage}“: seit {silent} keine Ausgabe und kein Fortschritt, obwohl dieser Schritt beim letzten Start insgesamt {normal} dauerte.</translation>
    </message>
    <message>
        <source>The engine looks stuck at {stage}: no output and no progress for {silent}.</source>
        <translation>Die Engine hängt offenbar bei „{stage}“: seit {silent} keine Ausgabe und kein Fortschritt.</translation>
    </message>
    <message>
        <source>Port {port} on 127.0.0.1 is already in use by another program. Stop that program, or set the engine port to 0 so Ling Desk picks a free one.</source>
        <translation>Port {port} auf 127.0.0.1 wird bereits von einem anderen Programm verwendet. Beenden Sie dieses Programm oder setzen Sie den Engine-Port auf 0, damit Ling Desk einen freien wählt.</translation>
    </message>
    <message>
        <source>Port {port} is not a TCP port: choose 1-65535, or 0 for a free one.</source>
        <translation>{port} ist kein TCP-Port: Wählen Sie 1–65535 oder 0 für einen freien Port.</translation>
    </message>
    <message>
        <source>This Ling Desk is already running an engine on this folder (pid {pid}) for another task, such as the benchmark; it was left running. Let that task finish or cancel it, then start again.</source>
        <translation>Dieses Ling Desk betreibt auf diesem Ordner bereits eine Engine (PID {pid}) für eine andere Aufgabe, etwa den Benchmark; sie läuft weiter. Lassen Sie diese Aufgabe zu Ende laufen oder brechen Sie sie ab, und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>Another Ling Desk (pid {owner}) is running the engine of this folder (pid {pid}); it was left running. Use that one, or give this one its own folder with --basedir.</source>
        <translation>Ein anderes Ling Desk (PID {owner}) betreibt die Engine dieses Ordners (PID {pid}); sie läuft weiter. Verwenden Sie jenes, oder geben Sie diesem mit --basedir einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>The engine could not be started: {error}</source>
        <translation>Die Engine konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>Prüfen Sie das Python der Engine-Umgebung oder den Starter unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Another program took the engine's port {port} while the engine was loading; Ling Desk sent it nothing and stopped the engine.</source>
        <translation>Während die Engine lud, hat ein anderes Programm ihren Port {port} belegt; Ling Desk hat ihm nichts gesendet und die Engine gestoppt.</translation>
    </message>
    <message>
        <source>Stop the program that listens on that port, or set the engine port to 0 so Ling Desk picks a free one, then start again.</source>
        <translation>Beenden Sie das Programm, das auf diesem Port lauscht, oder setzen Sie den Engine-Port auf 0, damit Ling Desk einen freien wählt, und starten Sie dann noch einmal.</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>preparing the launch</source>
        <translation>Start wird vorbereitet</translation>
    </message>
</context>
<context>
    <name>gateway</name>
    <message>
        <source>{name} is not a usable key name: 1-64 letters, digits, spaces or ._@+-, starting with a letter or digit (e.g. Continue, aider-laptop)</source>
        <translation>{name} ist kein brauchbarer Schlüsselname: 1–64 Buchstaben, Ziffern, Leerzeichen oder ._@+-, beginnend mit einem Buchstaben oder einer Ziffer (z. B. Continue, aider-laptop)</translation>
    </message>
    <message>
        <source>the key file {path} cannot be read ({error}); move it aside and create the keys again</source>
        <translation>die Schlüsseldatei {path} kann nicht gelesen werden ({error}); verschieben Sie sie und legen Sie die Schlüssel neu an</translation>
    </message>
    <message>
        <source>a key named {name} exists already; revoke it first or pick another name</source>
        <translation>ein Schlüssel namens {name} existiert bereits; widerrufen Sie ihn zuerst oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>no key is named {name}</source>
        <translation>es gibt keinen Schlüssel namens {name}</translation>
    </message>
    <message>
        <source>a program Ling Desk cannot identify (/proc/net/tcp is unreadable)</source>
        <translation>ein Programm, das Ling Desk nicht erkennen kann (/proc/net/tcp ist nicht lesbar)</translation>
    </message>
    <message>
        <source>user {user}'s program (which program is hidden: Ling Desk may not look into another account's processes)</source>
        <translation>ein Programm des Benutzers {user} (welches, ist verborgen: Ling Desk darf nicht in die Prozesse eines anderen Kontos sehen)</translation>
    </message>
    <message>
        <source>another program of yours, {program}, not Ling Desk</source>
        <translation>ein anderes Programm von Ihnen, {program}, nicht Ling Desk</translation>
    </message>
    <message>
        <source>user {user}'s program {program}</source>
        <translation>das Programm {program} des Benutzers {user}</translation>
    </message>
    <message>
        <source>with user id {uid}</source>
        <translation>mit Benutzer-ID {uid}</translation>
    </message>
    <message>
        <source>Works: answered in {s} s (“{answer}…”)</source>
        <translation>Funktioniert: Antwort in {s} s („{answer}…“)</translation>
    </message>
    <message>
        <source>Failed ({status}): {why}</source>
        <translation>Fehlgeschlagen ({status}): {why}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>turned off in Settings</source>
        <translation>in den Einstellungen ausgeschaltet</translation>
    </message>
    <message>
        <source>local API for editors and agents on {url} (a key: ling-desk api key create NAME)</source>
        <translation>lokale API für Editoren und Agenten unter {url} (ein Schlüssel: ling-desk api key create NAME)</translation>
    </message>
    <message>
        <source>local API not running: {problem}</source>
        <translation>lokale API läuft nicht: {problem}</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>How many requests the engine runs at once is known once it is ready.</source>
        <translation>Wie viele Anfragen die Engine gleichzeitig bearbeitet, steht fest, sobald sie bereit ist.</translation>
    </message>
    <message>
        <source>The engine runs one request at a time: a chat answer in Ling Desk waits while an app's request runs, and an app waits for a chat answer.</source>
        <translation>Die Engine bearbeitet eine Anfrage nach der anderen: Eine Chat-Antwort in Ling Desk wartet, während die Anfrage einer App läuft, und eine App wartet auf eine Chat-Antwort.</translation>
    </message>
    <message>
        <source>The engine runs up to {n} requests at once (an app's and a chat's side by side); more wait for a free one.</source>
        <translation>Die Engine bearbeitet bis zu {n} Anfragen gleichzeitig (die einer App und die eines Chats nebeneinander); weitere warten, bis ein Platz frei wird.</translation>
    </message>
    <message>
        <source>{model}: {n} tokens of context.</source>
        <translation>{model}: {n} Token Kontext.</translation>
    </message>
    <message>
        <source>{model}: its context length shows here once the engine is ready.</source>
        <translation>{model}: Die Kontextlänge erscheint hier, sobald die Engine bereit ist.</translation>
    </message>
    <message>
        <source>~/.continue/config.yaml, under models:</source>
        <translation>~/.continue/config.yaml, unter models:</translation>
    </message>
    <message>
        <source>Cline settings (the gear in Cline's panel):</source>
        <translation>Cline-Einstellungen (das Zahnrad im Cline-Bereich):</translation>
    </message>
    <message>
        <source>under Model Configuration</source>
        <translation>unter Model Configuration</translation>
    </message>
    <message>
        <source>Aider reads the context length from a model metadata file:</source>
        <translation>Aider liest die Kontextlänge aus einer Modell-Metadatendatei:</translation>
    </message>
    <message>
        <source>Zed settings.json; then paste the key in the Agent panel's settings for
the 'Ling Desk' provider: {key}</source>
        <translation>Zed: settings.json; dann fügen Sie in den Einstellungen des Agent-Bereichs
für den Anbieter 'Ling Desk' den Schlüssel ein: {key}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>App</source>
        <translation>App</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Cached</source>
        <translation>Im Cache</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Akzeptanz</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>{model} is not running: start the engine in Ling Desk</source>
        <translation>{model} läuft nicht: Starten Sie die Engine in Ling Desk</translation>
    </message>
    <message>
        <source>{model} is stopping</source>
        <translation>{model} wird gestoppt</translation>
    </message>
    <message>
        <source>{model} is not available: the engine crashed (Ling Desk says why)</source>
        <translation>{model} ist nicht verfügbar: Die Engine ist abgestürzt (Ling Desk sagt, warum)</translation>
    </message>
    <message>
        <source>{model} is not available: Ling Desk stopped the engine (it says why)</source>
        <translation>{model} ist nicht verfügbar: Ling Desk hat die Engine gestoppt (und sagt, warum)</translation>
    </message>
    <message>
        <source>{model} is restarting: {stage}</source>
        <translation>{model} startet neu: {stage}</translation>
    </message>
    <message>
        <source>{model} is not available: {stage}</source>
        <translation>{model} ist nicht verfügbar: {stage}</translation>
    </message>
    <message>
        <source>{model} is loading: {stage}</source>
        <translation>{model} lädt: {stage}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Editors and agents (Continue, Cline, Aider, Zed, opencode, Claude Code, your scripts) can use Ling-3.0-flash through Ling Desk's local API: one key per app, only on this computer.</source>
        <translation>Editoren und Agenten (Continue, Cline, Aider, Zed, opencode, Claude Code, Ihre Skripte) können Ling-3.0-flash über die lokale API von Ling Desk nutzen: ein Schlüssel pro App, nur auf diesem Computer.</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <source>Copy the base URL</source>
        <translation>Basis-URL kopieren</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Modell-ID</translation>
    </message>
    <message>
        <source>Copy the model id</source>
        <translation>Modell-ID kopieren</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>App name, e.g. Continue</source>
        <translation>App-Name, z. B. Continue</translation>
    </message>
    <message>
        <source>Create key</source>
        <translation>Schlüssel anlegen</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>Copy the new key</source>
        <translation>Neuen Schlüssel kopieren</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Angelegt</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt benutzt</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Exposed</source>
        <translation>Offengelegt</translation>
    </message>
    <message>
        <source>Revoke key</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Revoke the selected key</source>
        <translation>Ausgewählten Schlüssel widerrufen</translation>
    </message>
    <message>
        <source>The selected key stops working on its next request</source>
        <translation>Der ausgewählte Schlüssel funktioniert ab seiner nächsten Anfrage nicht mehr</translation>
    </message>
    <message>
        <source>New key for app</source>
        <translation>Neuer Schlüssel</translation>
    </message>
    <message>
        <source>New key for the selected app</source>
        <translation>Neuer Schlüssel für die ausgewählte App</translation>
    </message>
    <message>
        <source>A new key for the selected app: the old key stops working; the new one is shown once</source>
        <translation>Ein neuer Schlüssel für die ausgewählte App: Der alte funktioniert nicht mehr; der neue wird einmal angezeigt</translation>
    </message>
    <message>
        <source>Keep key</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Keep the selected key</source>
        <translation>Ausgewählten Schlüssel behalten</translation>
    </message>
    <message>
        <source>Accept the selected exposed key again: only if you know the program on the port was safe</source>
        <translation>Den ausgewählten offengelegten Schlüssel wieder annehmen: nur, wenn Sie wissen, dass das Programm auf dem Port harmlos war</translation>
    </message>
    <message>
        <source>Set up an app</source>
        <translation>App einrichten</translation>
    </message>
    <message>
        <source>The app to set up</source>
        <translation>Die einzurichtende App</translation>
    </message>
    <message>
        <source>Copy the setup</source>
        <translation>Konfiguration kopieren</translation>
    </message>
    <message>
        <source>Copy the setup shown below</source>
        <translation>Die unten gezeigte Konfiguration kopieren</translation>
    </message>
    <message>
        <source>The setup for the chosen app</source>
        <translation>Die Konfiguration für die gewählte App</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Send a short real request through the gateway</source>
        <translation>Eine kurze echte Anfrage über das Gateway senden</translation>
    </message>
    <message>
        <source>Recent requests (no text is kept)</source>
        <translation>Letzte Anfragen (kein Text wird gespeichert)</translation>
    </message>
    <message>
        <source>None now: Ling Desk does not hold port {port}</source>
        <translation>Derzeit keine: Ling Desk hält Port {port} nicht</translation>
    </message>
    <message>
        <source>Not while another program holds the port: it would get it</source>
        <translation>Nicht, solange ein anderes Programm den Port hält: Es würde ihn bekommen</translation>
    </message>
    <message>
        <source>The local API is not running: {why}.</source>
        <translation>Die lokale API läuft nicht: {why}.</translation>
    </message>
    <message>
        <source>The local API is not running.</source>
        <translation>Die lokale API läuft nicht.</translation>
    </message>
    <message>
        <source>Listening on {url}. Apps get “503, retry later”: {why}.</source>
        <translation>Erreichbar unter {url}. Apps erhalten „503, später erneut versuchen“: {why}.</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready; serving {names}.</source>
        <translation>Erreichbar unter {url}. Engine bereit; bedient {names}.</translation>
    </message>
    <message>
        <source>Listening on {url}. Engine ready.</source>
        <translation>Erreichbar unter {url}. Engine bereit.</translation>
    </message>
    <message>
        <source>The keys cannot be read: {error}</source>
        <translation>Die Schlüssel können nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>yes: {who}</source>
        <translation>ja: {who}</translation>
    </message>
    <message>
        <source>These apps need a new key: {names}. Their keys are refused because {who} held port {port} while Ling Desk did not, and may have seen them. Select one and press “New key for app”, then put the new key in that app.</source>
        <translation>Diese Apps brauchen einen neuen Schlüssel: {names}. Ihre Schlüssel werden abgelehnt, weil {who} Port {port} hielt, während Ling Desk ihn nicht hielt, und sie gesehen haben könnte. Wählen Sie eine aus, klicken Sie auf „Neuer Schlüssel“ und tragen Sie den neuen Schlüssel in diese App ein.</translation>
    </message>
    <message>
        <source>(stream)</source>
        <translation>(Stream)</translation>
    </message>
    <message>
        <source>Ling Desk does not hold port {port} now, so there is no setup to copy: an app set up now could send its key to whatever holds the port.</source>
        <translation>Ling Desk hält Port {port} gerade nicht, daher gibt es keine Konfiguration zum Kopieren: Eine jetzt eingerichtete App könnte ihren Schlüssel an das schicken, was den Port hält.</translation>
    </message>
    <message>
        <source>The key for &lt;b&gt;{name}&lt;/b&gt;. Copy it now: Ling Desk keeps only a fingerprint and cannot show it again. The snippets below include it until you close this page.</source>
        <translation>Der Schlüssel für &lt;b&gt;{name}&lt;/b&gt;. Kopieren Sie ihn jetzt: Ling Desk behält nur einen Fingerabdruck und kann ihn nicht noch einmal zeigen. Die Konfigurationen unten enthalten ihn, bis Sie diese Seite schließen.</translation>
    </message>
    <message>
        <source>Select the key to replace in the list first.</source>
        <translation>Wählen Sie zuerst den zu ersetzenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>The new key for &lt;b&gt;{name}&lt;/b&gt;; its old key no longer works. Copy it now and put it in the app: Ling Desk cannot show it again.</source>
        <translation>Der neue Schlüssel für &lt;b&gt;{name}&lt;/b&gt;; der alte funktioniert nicht mehr. Kopieren Sie ihn jetzt und tragen Sie ihn in die App ein: Ling Desk kann ihn nicht noch einmal zeigen.</translation>
    </message>
    <message>
        <source>Select the key to keep in the list first.</source>
        <translation>Wählen Sie zuerst den zu behaltenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>Key “{name}” works again from its next request.</source>
        <translation>Schlüssel „{name}“ funktioniert ab seiner nächsten Anfrage wieder.</translation>
    </message>
    <message>
        <source>Select the key to revoke in the list first.</source>
        <translation>Wählen Sie zuerst den zu widerrufenden Schlüssel in der Liste aus.</translation>
    </message>
    <message>
        <source>Key “{name}” revoked: it stops working on its next request.</source>
        <translation>Schlüssel „{name}“ widerrufen: Er funktioniert ab seiner nächsten Anfrage nicht mehr.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet …</translation>
    </message>
    <message>
        <source>The gateway test</source>
        <translation>Der Gateway-Test</translation>
    </message>
    <message>
        <source>Port {port} on 127.0.0.1 is held by {who}, not by Ling Desk: whatever your editors send to it (their keys, prompts and files) goes to that program. Ling Desk's local API is not running; it takes the port back as soon as it is free.</source>
        <translation>Port {port} auf 127.0.0.1 wird von {who} gehalten, nicht von Ling Desk: Alles, was Ihre Editoren dorthin senden (ihre Schlüssel, Prompts und Dateien), geht an dieses Programm. Die lokale API von Ling Desk läuft nicht; sie holt sich den Port zurück, sobald er frei ist.</translation>
    </message>
    <message>
        <source>Apps that need a new key (their keys are refused as exposed): {names}.</source>
        <translation>Apps, die einen neuen Schlüssel brauchen (ihre Schlüssel werden als offengelegt abgelehnt): {names}.</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>ein anderes Programm</translation>
    </message>
    <message>
        <source>While Ling Desk did not hold port {port}, {who} held it and may have seen these apps' keys, now refused: {names}. Give each a new key, or confirm it (Connect an app).</source>
        <translation>Während Ling Desk Port {port} nicht hielt, hielt {who} ihn und könnte die Schlüssel dieser Apps gesehen haben, die jetzt abgelehnt werden: {names}. Geben Sie jeder einen neuen Schlüssel oder bestätigen Sie ihn (App verbinden).</translation>
    </message>
    <message numerus="yes">
        <source>waiting for {app}'s request (and %n more)</source>
        <translation>
            <numerusform>wartet auf die Anfrage von {app} (und %n weitere)</numerusform>
            <numerusform>wartet auf die Anfrage von {app} (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for {app}'s request</source>
        <translation>wartet auf die Anfrage von {app}</translation>
    </message>
</context>
<context>
    <name>gauges</name>
    <message>
        <source>Live while a reply streams (tokens so far); last = the last finished reply; average = all decoded tokens / all decode time of this engine session.</source>
        <translation>Live, solange eine Antwort gestreamt wird (Token bis jetzt); letzte = die zuletzt fertige Antwort; Mittel = alle dekodierten Token / gesamte Decode-Zeit dieser Engine-Sitzung.</translation>
    </message>
    <message>
        <source>A line whose interval began before the current reply was sent (it counts idle time, so it reads low) is left out; its accept length is kept.</source>
        <translation>Eine Zeile, deren Intervall vor dem Senden der aktuellen Antwort begann (sie zählt Leerlauf mit und liest sich daher zu niedrig), bleibt außen vor; ihre Akzeptanzlänge wird behalten.</translation>
    </message>
    <message>
        <source>Last reply, and the mean over this engine session.</source>
        <translation>Letzte Antwort und der Mittelwert dieser Engine-Sitzung.</translation>
    </message>
    <message>
        <source>Per request: the response's spec_tokens_details.spec_accept_length, reported by the engine at the end of the reply.</source>
        <translation>Pro Anfrage: spec_tokens_details.spec_accept_length der Antwort, von der Engine am Ende der Antwort gemeldet.</translation>
    </message>
    <message>
        <source>Rolling: the engine's `Decode batch` log lines (accept len over the last --decode-log-interval steps), or /metrics counters (generated tokens / verify calls between two polls) when no log line came.</source>
        <translation>Gleitend: die `Decode batch`-Protokollzeilen der Engine (accept len über die letzten --decode-log-interval Schritte) oder, wenn keine Zeile kam, die /metrics-Zähler (erzeugte Token / Verify-Aufrufe zwischen zwei Abfragen).</translation>
    </message>
    <message>
        <source>Decode tok/s is the client's figure; bytes per token is an estimate (see below).</source>
        <translation>Decode-tok/s ist der Wert des Clients; Bytes pro Token sind eine Schätzung (siehe unten).</translation>
    </message>
    <message>
        <source>Sparkline: client decode rate per ~1 s window (dots) and the engine's gen throughput (line), last two minutes.</source>
        <translation>Verlaufslinie: Decode-Rate des Clients pro ~1-s-Fenster (Punkte) und Generierungsdurchsatz der Engine (Linie), letzte zwei Minuten.</translation>
    </message>
    <message>
        <source>Sparkline: the engine's rolling accept length, last two minutes.</source>
        <translation>Verlaufslinie: gleitende Akzeptanzlänge der Engine, letzte zwei Minuten.</translation>
    </message>
    <message>
        <source>the engine stopped answering</source>
        <translation>die Engine antwortet nicht mehr</translation>
    </message>
    <message>
        <source>decode log</source>
        <translation>Decode-Protokoll</translation>
    </message>
    <message>
        <source>/metrics counters</source>
        <translation>/metrics-Zähler</translation>
    </message>
    <message>
        <source>/metrics gauge</source>
        <translation>/metrics-Messwert</translation>
    </message>
    <message>
        <source>live, this reply so far</source>
        <translation>live, diese Antwort bisher</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>letzte Antwort</translation>
    </message>
    <message>
        <source>client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Decode</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzte</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message numerus="yes">
        <source>%n reply(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>this reply</source>
        <translation>diese Antwort</translation>
    </message>
    <message>
        <source>TTFT average</source>
        <translation>TTFT-Mittel</translation>
    </message>
    <message>
        <source>Accept (request)</source>
        <translation>Akzeptanz (Anfrage)</translation>
    </message>
    <message numerus="yes">
        <source>%n verify step(s)</source>
        <translation>
            <numerusform>%n Verify-Schritt</numerusform>
            <numerusform>%n Verify-Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept (rolling)</source>
        <translation>Akzeptanz (gleitend)</translation>
    </message>
    <message>
        <source>No memory bandwidth is known for this GPU: choose a hardware profile in Settings &gt; Engine.</source>
        <translation>Für diese GPU ist keine Speicherbandbreite bekannt: Wählen Sie unter Einstellungen &gt; Engine ein Hardwareprofil.</translation>
    </message>
    <message>
        <source>No estimate of bytes per token yet.</source>
        <translation>Noch keine Schätzung der Bytes pro Token.</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <source>client + estimate</source>
        <translation>Client + Schätzung</translation>
    </message>
    <message>
        <source>Batch 1, no speculation: every weight a token uses is read once per decode step.</source>
        <translation>Batch 1, ohne Spekulation: Jedes Gewicht, das ein Token nutzt, wird pro Decode-Schritt einmal gelesen.</translation>
    </message>
    <message>
        <source>MoE: the router, the shared expert and top-k of the routed experts (experts of equal size).</source>
        <translation>MoE: der Router, der geteilte Experte und die Top-k der gerouteten Experten (Experten gleich groß).</translation>
    </message>
    <message>
        <source>LM head read in full (BF16 as stored; 1 byte/param + a scale per row when the FP8 head is on); one embedding row.</source>
        <translation>LM-Head vollständig gelesen (BF16 wie gespeichert; 1 Byte/Parameter + ein Skalierungsfaktor pro Zeile mit FP8-Head); eine Embedding-Zeile.</translation>
    </message>
    <message>
        <source>KDA state and MLA KV cache reads included; activations, writes and the NEXTN draft layer not.</source>
        <translation>Lesen von KDA-Zustand und MLA-KV-Cache eingerechnet; Aktivierungen, Schreibzugriffe und die NEXTN-Entwurfsschicht nicht.</translation>
    </message>
    <message>
        <source>With NEXTN MTP a verify step yields accept-length tokens, so the fraction can exceed 100%.</source>
        <translation>Mit NEXTN MTP liefert ein Verify-Schritt so viele Token wie die Akzeptanzlänge, daher kann der Anteil 100 % übersteigen.</translation>
    </message>
    <message>
        <source>Assumes: {text}</source>
        <translation>Annahme: {text}</translation>
    </message>
    <message>
        <source>counted exactly from the checkpoint's safetensors headers</source>
        <translation>genau aus den safetensors-Headern des Checkpoints gezählt</translation>
    </message>
    <message>
        <source>estimated from config.json's shapes</source>
        <translation>aus den Formen in config.json geschätzt</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>wie gespeichert</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}; context {n} tokens).</source>
        <translation>Gelesene Bytes pro dekodiertem Token: {gb} GB ({how}; LM-Head {head}; Kontext {n} Token).</translation>
    </message>
    <message>
        <source>Bytes read per decoded token: {gb} GB ({how}; LM head {head}).</source>
        <translation>Gelesene Bytes pro dekodiertem Token: {gb} GB ({how}; LM-Head {head}).</translation>
    </message>
    <message>
        <source>{kb} kB per context token</source>
        <translation>{kb} kB pro Kontext-Token</translation>
    </message>
    <message>
        <source>At {bandwidth} GB/s the ceiling is {tps} tok/s.</source>
        <translation>Bei {bandwidth} GB/s liegt die Obergrenze bei {tps} tok/s.</translation>
    </message>
    <message>
        <source>Note: {text}</source>
        <translation>Hinweis: {text}</translation>
    </message>
    <message>
        <source>estimated from config.json's shapes; KDA projection shapes are assumed (Kimi Linear layout: q, k, v, o, full-rank f and g gates, beta)</source>
        <translation>aus den Formen in config.json geschätzt; die Formen der KDA-Projektionen sind angenommen (Kimi-Linear-Layout: q, k, v, o, volle f- und g-Gates, beta)</translation>
    </message>
    <message>
        <source>Ling-3.0-flash's public shapes used (hidden 2560, 42 layers, 512 experts top-8)</source>
        <translation>die öffentlichen Formen von Ling-3.0-flash verwendet (hidden 2560, 42 Schichten, 512 Experten, Top-8)</translation>
    </message>
    <message>
        <source>config.json lacks {fields}: Ling-3.0-flash's public values used</source>
        <translation>in config.json fehlt {fields}: die öffentlichen Werte von Ling-3.0-flash verwendet</translation>
    </message>
    <message>
        <source>config.json has unusable values: {values}: Ling-3.0-flash's public values used instead</source>
        <translation>config.json enthält unbrauchbare Werte: {values}: stattdessen die öffentlichen Werte von Ling-3.0-flash verwendet</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s) counted from the safetensors headers</source>
        <translation>
            <numerusform>%n Tensor aus den safetensors-Headern gezählt</numerusform>
            <numerusform>%n Tensoren aus den safetensors-Headern gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n NEXTN draft-layer tensor(s) left out</source>
        <translation>
            <numerusform>%n Tensor der NEXTN-Entwurfsschicht nicht mitgezählt</numerusform>
            <numerusform>%n Tensoren der NEXTN-Entwurfsschicht nicht mitgezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder: Ling-3.0-flash-fp4's public shapes and dtypes assumed</source>
        <translation>kein Modellordner: die öffentlichen Formen und Datentypen von Ling-3.0-flash-fp4 angenommen</translation>
    </message>
    <message>
        <source>config.json unreadable ({error}): Ling-3.0-flash-fp4's public shapes assumed</source>
        <translation>config.json nicht lesbar ({error}): die öffentlichen Formen von Ling-3.0-flash-fp4 angenommen</translation>
    </message>
    <message>
        <source>{file} unreadable ({error})</source>
        <translation>{file} nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>shard headers unreadable ({error})</source>
        <translation>Shard-Header nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>no safetensors shards</source>
        <translation>keine safetensors-Shards</translation>
    </message>
    <message>
        <source>shard headers hold an unexpected value ({error})</source>
        <translation>Shard-Header enthalten einen unerwarteten Wert ({error})</translation>
    </message>
    <message>
        <source>{problem}: only config.json used</source>
        <translation>{problem}: nur config.json verwendet</translation>
    </message>
</context>
<context>
    <name>instance</name>
    <message>
        <source>Another Ling Desk (pid {pid}) is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>Ein anderes Ling Desk (pid {pid}) verwendet {folder}; der Ordner bleibt unverändert. Verwenden Sie jenes, oder geben Sie diesem mit --basedir einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>Another Ling Desk is using {folder}; it was left as it is. Use that one, or give this one its own folder with --basedir.</source>
        <translation>Ein anderes Ling Desk verwendet {folder}; der Ordner bleibt unverändert. Verwenden Sie jenes, oder geben Sie diesem mit --basedir einen eigenen Ordner.</translation>
    </message>
</context>
<context>
    <name>keeper</name>
    <message>
        <source>your other Ling Desk (pid {pid}) serves the port</source>
        <translation>Ihr anderes Ling Desk (PID {pid}) bedient den Port</translation>
    </message>
    <message>
        <source>{folder} is not a folder of yours: the keeper will not use it</source>
        <translation>{folder} ist kein Ordner von Ihnen: Der Port-Wächter verwendet ihn nicht</translation>
    </message>
    <message>
        <source>another keeper already holds port {port}</source>
        <translation>ein anderer Port-Wächter hält bereits Port {port}</translation>
    </message>
    <message>
        <source>cannot listen on 127.0.0.1:{port}: {error}</source>
        <translation>kann nicht auf 127.0.0.1:{port} lauschen: {error}</translation>
    </message>
    <message>
        <source>port {port} on 127.0.0.1 is in use: {who}; waiting for it to be free</source>
        <translation>Port {port} auf 127.0.0.1 ist belegt: {who}; es wird gewartet, bis er frei ist</translation>
    </message>
    <message>
        <source>holding port {port} now</source>
        <translation>Port {port} wird jetzt gehalten</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>ein anderes Programm</translation>
    </message>
    <message>
        <source>a program that has left</source>
        <translation>ein Programm, das inzwischen beendet ist</translation>
    </message>
    <message>
        <source>{command} failed: {error}</source>
        <translation>{command} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>port {port} is held from login on by systemd ({file})</source>
        <translation>Port {port} wird ab der Anmeldung von systemd gehalten ({file})</translation>
    </message>
    <message>
        <source>the keeper did not start; run `{command}` to see why</source>
        <translation>der Port-Wächter ist nicht gestartet; führen Sie `{command}` aus, um den Grund zu sehen</translation>
    </message>
    <message>
        <source>port {port} is held from login on by the keeper started from {file}</source>
        <translation>Port {port} wird ab der Anmeldung vom Port-Wächter gehalten, gestartet über {file}</translation>
    </message>
    <message>
        <source>the systemd user units</source>
        <translation>die systemd-Benutzer-Units</translation>
    </message>
    <message>
        <source>the running keeper</source>
        <translation>der laufende Port-Wächter</translation>
    </message>
    <message>
        <source>no keeper was installed</source>
        <translation>es war kein Port-Wächter eingerichtet</translation>
    </message>
    <message>
        <source>removed {what}</source>
        <translation>entfernt: {what}</translation>
    </message>
    <message>
        <source>{port} is not a port for the keeper (1-65535)</source>
        <translation>{port} ist kein Port für den Port-Wächter (1–65535)</translation>
    </message>
    <message>
        <source>cannot read the settings ({error}); using port {port}</source>
        <translation>die Einstellungen können nicht gelesen werden ({error}); Port {port} wird verwendet</translation>
    </message>
</context>
<context>
    <name>ladder</name>
    <message>
        <source>Baseline (no optimization)</source>
        <translation>Basislinie (keine Optimierung)</translation>
    </message>
    <message>
        <source>Humming MoE</source>
        <translation>Humming MoE</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message numerus="yes">
        <source>NEXTN MTP (%n step(s))</source>
        <translation>
            <numerusform>NEXTN MTP (%n Schritt)</numerusform>
            <numerusform>NEXTN MTP (%n Schritte)</numerusform>
        </translation>
    </message>
    <message>
        <source>NEXTN depth {depth} (sweep)</source>
        <translation>NEXTN-Tiefe {depth} (Durchlauf)</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Basislinie</translation>
    </message>
    <message>
        <source>Humming + FP8 head</source>
        <translation>Humming + FP8-Head</translation>
    </message>
    <message>
        <source>Humming + FP8 head + NEXTN</source>
        <translation>Humming + FP8-Head + NEXTN</translation>
    </message>
    <message>
        <source>unknown configuration {names}; choose from {ids}</source>
        <translation>unbekannte Konfiguration {names}; zur Wahl stehen: {ids}</translation>
    </message>
    <message>
        <source>{depth} is the same configuration as {twin} (its NEXTN runs {steps} steps): measured once, shown once.</source>
        <translation>{depth} ist dieselbe Konfiguration wie {twin} (ihr NEXTN läuft {steps} Schritte): einmal gemessen, einmal gezeigt.</translation>
    </message>
    <message>
        <source>no stored ladder run {run} in {folder}</source>
        <translation>kein gespeicherter Leiterlauf {run} in {folder}</translation>
    </message>
    <message>
        <source>startup checks failed ({checks}): not measured</source>
        <translation>Startprüfungen fehlgeschlagen ({checks}): nicht gemessen</translation>
    </message>
    <message>
        <source>no verdicts</source>
        <translation>keine Ergebnisse</translation>
    </message>
    <message>
        <source>as in this run</source>
        <translation>wie in diesem Lauf</translation>
    </message>
    <message>
        <source>the fewest such a change allows</source>
        <translation>das Mindeste, das eine solche Änderung zulässt</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are far too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n Frage ist viel zu wenig, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
            <numerusform>%n Fragen sind viel zu wenige, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) are too few to tell whether accuracy changed: noticing a {change}-point change ({confidence}% confidence, {power}% power) takes about {needed} questions when {differ}% of answers differ between the two ({how}).</source>
        <translation>
            <numerusform>%n Frage ist zu wenig, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
            <numerusform>%n Fragen sind zu wenige, um zu sagen, ob sich die Genauigkeit geändert hat: Eine Änderung um {change} Punkte zu bemerken ({confidence} % Konfidenz, {power} % Teststärke), braucht etwa {needed} Fragen, wenn sich {differ} % der Antworten zwischen beiden unterscheiden ({how}).</numerusform>
        </translation>
    </message>
    <message>
        <source>With fewer than {least}, not even every answer changing could be told from chance.</source>
        <translation>Bei weniger als {least} ließe sich nicht einmal eine Änderung jeder Antwort vom Zufall unterscheiden.</translation>
    </message>
    <message>
        <source>No configuration was measured successfully: see the failed checks.</source>
        <translation>Keine Konfiguration wurde erfolgreich gemessen: siehe die fehlgeschlagenen Prüfungen.</translation>
    </message>
    <message>
        <source>Use {name}.</source>
        <translation>Verwenden Sie {name}.</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: a detectable change).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}: eine nachweisbare Änderung).</translation>
    </message>
    <message>
        <source>Use {name}: {speedup}x the baseline's decode speed (95% CI {low}-{high}), accuracy {delta} points (McNemar p = {p}: no detectable change).</source>
        <translation>Verwenden Sie {name}: {speedup}-fache Decode-Geschwindigkeit der Basislinie (95-%-KI {low}–{high}), Genauigkeit {delta} Punkte (McNemar p = {p}: keine nachweisbare Änderung).</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>decode tok/s (95% CI)</source>
        <translation>Decode tok/s (95-%-KI)</translation>
    </message>
    <message>
        <source>TTFT s</source>
        <translation>TTFT s</translation>
    </message>
    <message>
        <source>latency s</source>
        <translation>Latenz s</translation>
    </message>
    <message>
        <source>accept length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Ling Desk ladder run {run}</source>
        <translation>Ling Desk – Lauf der Optimierungsleiter {run}</translation>
    </message>
    <message numerus="yes">
        <source>Workload: {workload}, %n request(s) at batch 1.</source>
        <translation>
            <numerusform>Arbeitslast: {workload}, %n Anfrage bei Batch 1.</numerusform>
            <numerusform>Arbeitslast: {workload}, %n Anfragen bei Batch 1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Workload: {workload}, at batch 1.</source>
        <translation>Arbeitslast: {workload}, bei Batch 1.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>FAILED</source>
        <translation>FEHLGESCHLAGEN</translation>
    </message>
    <message>
        <source>`{id}` was not measured: {error}</source>
        <translation>`{id}` wurde nicht gemessen: {error}</translation>
    </message>
    <message>
        <source>against baseline</source>
        <translation>gegenüber Baseline</translation>
    </message>
    <message>
        <source>speed-up (95% CI)</source>
        <translation>Beschleunigung (95-%-KI)</translation>
    </message>
    <message>
        <source>accuracy change</source>
        <translation>Änderung der Genauigkeit</translation>
    </message>
    <message>
        <source>McNemar p</source>
        <translation>McNemar-p</translation>
    </message>
    <message>
        <source>**Recommendation:** {text}</source>
        <translation>**Empfehlung:** {text}</translation>
    </message>
    <message>
        <source>Made by:</source>
        <translation>Erstellt mit:</translation>
    </message>
    <message>
        <source>{file}, line {line}: not JSON ({error})</source>
        <translation>{file}, Zeile {line}: kein JSON ({error})</translation>
    </message>
    <message>
        <source>{file}, line {line}: expected an object</source>
        <translation>{file}, Zeile {line}: ein Objekt erwartet</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{file}, line {line}: needs "prompt" (text) or "messages" (a list of {{"role", "content"}})</source>
        <translation>{file}, Zeile {line}: braucht "prompt" (Text) oder "messages" (eine Liste von {{"role", "content"}})</translation>
    </message>
    <message>
        <source>{file}: no prompts in it</source>
        <translation>{file}: enthält keine Prompts</translation>
    </message>
    <message>
        <source>no chat history yet ({path})</source>
        <translation>noch kein Chat-Verlauf ({path})</translation>
    </message>
    <message>
        <source>the chat history cannot be read ({error})</source>
        <translation>der Chat-Verlauf kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>the chat history holds no questions yet</source>
        <translation>der Chat-Verlauf enthält noch keine Fragen</translation>
    </message>
</context>
<context>
    <name>paths</name>
    <message>
        <source>Ling Desk cannot create or use the folder {folder}: {error}. Choose a folder you can write to (--basedir DIR), or fix that folder's permissions.</source>
        <translation>Ling Desk kann den Ordner {folder} nicht anlegen oder verwenden: {error}. Wählen Sie einen Ordner, in den Sie schreiben dürfen (--basedir DIR), oder korrigieren Sie die Berechtigungen dieses Ordners.</translation>
    </message>
    <message>
        <source>Ling Desk cannot write to the folder {folder}. Choose a folder you can write to (--basedir DIR), or fix that folder's permissions.</source>
        <translation>Ling Desk kann nicht in den Ordner {folder} schreiben. Wählen Sie einen Ordner, in den Sie schreiben dürfen (--basedir DIR), oder korrigieren Sie die Berechtigungen dieses Ordners.</translation>
    </message>
</context>
<context>
    <name>policy</name>
    <message>
        <source>set by your organisation</source>
        <translation>von Ihrer Organisation festgelegt</translation>
    </message>
    <message>
        <source>the local API for editors and agents (the gateway) is turned off</source>
        <translation>die lokale API für Editoren und Agenten (das Gateway) ist ausgeschaltet</translation>
    </message>
    <message>
        <source>MCP tool servers are not allowed</source>
        <translation>MCP-Tool-Server sind nicht erlaubt</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed</source>
        <translation>MCP-Tool-Server außerhalb dieses Rechners sind nicht erlaubt</translation>
    </message>
    <message>
        <source>exporting conversations is not allowed</source>
        <translation>das Exportieren von Chats ist nicht erlaubt</translation>
    </message>
    <message>
        <source>encryption cannot be turned off</source>
        <translation>die Verschlüsselung kann nicht ausgeschaltet werden</translation>
    </message>
    <message>
        <source>{what}: set by your organisation (the administrator's policy, {file})</source>
        <translation>{what}: von Ihrer Organisation festgelegt (Richtlinie des Administrators, {file})</translation>
    </message>
    <message>
        <source>{key} is fixed at {value}</source>
        <translation>{key} ist fest auf {value} gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>conversations are kept at most %n day(s)</source>
        <translation>
            <numerusform>Chats werden höchstens %n Tag aufbewahrt</numerusform>
            <numerusform>Chats werden höchstens %n Tage aufbewahrt</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <comment>between two folders</comment>
        <translation> oder </translation>
    </message>
    <message>
        <source>the model must come from {allowed}, not {path}</source>
        <translation>das Modell muss aus {allowed} stammen, nicht aus {path}</translation>
    </message>
    <message>
        <source>the model may come from no folder, not {path}</source>
        <translation>das Modell darf aus keinem Ordner stammen, auch nicht aus {path}</translation>
    </message>
    <message>
        <source>model downloads are not allowed; the model comes from {folder}</source>
        <translation>Modell-Downloads sind nicht erlaubt; das Modell kommt aus {folder}</translation>
    </message>
    <message>
        <source>model downloads are not allowed; the model comes from your administrator</source>
        <translation>Modell-Downloads sind nicht erlaubt; das Modell stellt Ihr Administrator bereit</translation>
    </message>
    <message>
        <source>models are downloaded only from {allowed}, not {url}</source>
        <translation>Modelle werden nur von {allowed} heruntergeladen, nicht von {url}</translation>
    </message>
    <message>
        <source>creating the engine environment is not allowed</source>
        <translation>das Erstellen der Engine-Umgebung ist nicht erlaubt</translation>
    </message>
    <message>
        <source>the engine environment is created only from the wheels in {folder} (not {source})</source>
        <translation>die Engine-Umgebung wird nur aus den Wheels in {folder} erstellt (nicht aus {source})</translation>
    </message>
    <message>
        <source>{path} is owned by uid {uid}, not by root</source>
        <translation>{path} gehört uid {uid}, nicht root</translation>
    </message>
    <message>
        <source>{path} is writable by others (mode {mode})</source>
        <translation>{path} ist für andere beschreibbar (Modus {mode})</translation>
    </message>
    <message>
        <source>{path} is not a plain file</source>
        <translation>{path} ist keine normale Datei</translation>
    </message>
    <message>
        <source>its folder {path}</source>
        <translation>der Ordner {path}</translation>
    </message>
    <message>
        <source>it is over {size} KB</source>
        <translation>die Datei ist größer als {size} KB</translation>
    </message>
    <message>
        <source>{path} vanished while it was read</source>
        <translation>{path} ist beim Lesen verschwunden</translation>
    </message>
    <message>
        <source>policy: {path} ({variable}) does not exist; no policy</source>
        <translation>Richtlinie: {path} ({variable}) existiert nicht; keine Richtlinie</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error})</source>
        <translation>{path} kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>policy: {problem}: ignored (it must be root's alone)</source>
        <translation>Richtlinie: {problem}: ignoriert (sie muss allein root gehören)</translation>
    </message>
    <message>
        <source>{path} is not valid TOML ({error})</source>
        <translation>{path} ist kein gültiges TOML ({error})</translation>
    </message>
    <message>
        <source>policy: {problem}; every [forbid] capability is closed until it is fixed</source>
        <translation>Richtlinie: {problem}; jede Funktion unter [forbid] bleibt gesperrt, bis das behoben ist</translation>
    </message>
    <message>
        <source>policy: {path}: {problem}</source>
        <translation>Richtlinie: {path}: {problem}</translation>
    </message>
    <message>
        <source>unknown table or key {key}, ignored</source>
        <translation>unbekannte Tabelle oder unbekannter Schlüssel {key}, ignoriert</translation>
    </message>
    <message>
        <source>[limits] {key} is unknown, ignored</source>
        <translation>[limits] {key} ist unbekannt, ignoriert</translation>
    </message>
    <message>
        <source>[limits] max_retention_days must be a whole number of days (1-36500), not {value}; ignored</source>
        <translation>[limits] max_retention_days muss eine ganze Zahl von Tagen sein (1–36500), nicht {value}; ignoriert</translation>
    </message>
    <message>
        <source>settings.privacy.retention_days = {fixed} is beyond [limits] max_retention_days = {max}; using {max}</source>
        <translation>settings.privacy.retention_days = {fixed} liegt über [limits] max_retention_days = {max}; {max} wird verwendet</translation>
    </message>
    <message>
        <source>settings.gateway.enabled = true, but [forbid] gateway: the gateway stays off</source>
        <translation>settings.gateway.enabled = true, aber [forbid] gateway: Das Gateway bleibt aus</translation>
    </message>
    <message>
        <source>settings.privacy.encrypt = false, but [forbid] encryption_off: encryption stays on</source>
        <translation>settings.privacy.encrypt = false, aber [forbid] encryption_off: Die Verschlüsselung bleibt an</translation>
    </message>
    <message>
        <source>[only] model_endpoint must be an http(s) URL, not {value}; no endpoint is allowed</source>
        <translation>[only] model_endpoint muss eine http(s)-URL sein, nicht {value}; kein Endpunkt ist erlaubt</translation>
    </message>
    <message>
        <source>[only] model_folder must be an absolute folder path, not {value}; no folder is allowed</source>
        <translation>[only] model_folder muss ein absoluter Ordnerpfad sein, nicht {value}; kein Ordner ist erlaubt</translation>
    </message>
    <message>
        <source>[only] engine_env_wheels must be an absolute folder path, not {value}; the engine environment cannot be created</source>
        <translation>[only] engine_env_wheels muss ein absoluter Ordnerpfad sein, nicht {value}; die Engine-Umgebung kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>[only] {key} is unknown, ignored</source>
        <translation>[only] {key} ist unbekannt, ignoriert</translation>
    </message>
    <message>
        <source>[{name}] must be a table, not {value}</source>
        <translation>[{name}] muss eine Tabelle sein, nicht {value}</translation>
    </message>
    <message>
        <source>every [forbid] capability is closed until it is fixed</source>
        <translation>jede Funktion unter [forbid] bleibt gesperrt, bis das behoben ist</translation>
    </message>
    <message>
        <source>[forbid] {key} is unknown (known: {known}); ignored</source>
        <translation>[forbid] {key} ist unbekannt (bekannt: {known}); ignoriert</translation>
    </message>
    <message>
        <source>[forbid] {key} must be true or false, not {value}; taken as true</source>
        <translation>[forbid] {key} muss true oder false sein, nicht {value}; als true gewertet</translation>
    </message>
    <message>
        <source>[settings.{section}] is not a section of the settings, ignored</source>
        <translation>[settings.{section}] ist kein Abschnitt der Einstellungen, ignoriert</translation>
    </message>
    <message>
        <source>[settings.{section}] must be a table, not {value}; ignored</source>
        <translation>[settings.{section}] muss eine Tabelle sein, nicht {value}; ignoriert</translation>
    </message>
    <message>
        <source>settings.{name} is not a setting, ignored</source>
        <translation>settings.{name} ist keine Einstellung, ignoriert</translation>
    </message>
    <message>
        <source>settings.{name} cannot be fixed by the policy, ignored</source>
        <translation>settings.{name} kann nicht von der Richtlinie festgelegt werden, ignoriert</translation>
    </message>
    <message>
        <source>settings.{name}: {problem}; not fixed</source>
        <translation>settings.{name}: {problem}; nicht festgelegt</translation>
    </message>
</context>
<context>
    <name>profiles</name>
    <message>
        <source>NVIDIA DGX Spark (GB10)</source>
        <translation>NVIDIA DGX Spark (GB10)</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2)</source>
        <translation>Zwei DGX Sparks (TP 2)</translation>
    </message>
    <message>
        <source>NVIDIA H100 80GB</source>
        <translation>NVIDIA H100 80GB</translation>
    </message>
    <message>
        <source>NVIDIA H200</source>
        <translation>NVIDIA H200</translation>
    </message>
    <message>
        <source>NVIDIA RTX PRO 6000 Blackwell</source>
        <translation>NVIDIA RTX PRO 6000 Blackwell</translation>
    </message>
    <message>
        <source>NVIDIA GeForce RTX 5090</source>
        <translation>NVIDIA GeForce RTX 5090</translation>
    </message>
    <message>
        <source>Other or unknown GPU</source>
        <translation>Andere oder unbekannte GPU</translation>
    </message>
    <message>
        <source>unknown hardware profile {name}; choose one of: auto, {ids}</source>
        <translation>unbekanntes Hardwareprofil {name}; wählen Sie eines von: auto, {ids}</translation>
    </message>
</context>
<context>
    <name>recipe</name>
    <message>
        <source>{profile} needs rank 0's address on the link between the machines (Settings &gt; Engine &gt; --dist-init-addr, HOST:PORT).</source>
        <translation>{profile} braucht die Adresse von Rank 0 auf der Verbindung zwischen den Maschinen (Einstellungen &gt; Engine &gt; --dist-init-addr, HOST:PORT).</translation>
    </message>
    <message>
        <source>{profile} needs the second machine: its name for ssh, or a command prefix (Settings &gt; Engine &gt; Two DGX Sparks).</source>
        <translation>{profile} braucht die zweite Maschine: ihren Namen für ssh oder ein Befehlspräfix (Einstellungen &gt; Engine &gt; Zwei DGX Sparks).</translation>
    </message>
    <message>
        <source>{profile} runs from an engine environment, not a container.</source>
        <translation>{profile} läuft aus einer Engine-Umgebung, nicht aus einem Container.</translation>
    </message>
    <message>
        <source>The FP8 LM head and the FP32 LM head exclude each other: turn one of them off (Settings &gt; Optimizations).</source>
        <translation>FP8-LM-Head und FP32-LM-Head schließen einander aus: Schalten Sie einen davon ab (Einstellungen &gt; Optimierungen).</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction needs a model path, and none is set and no local copy of {repo} was found: pass --model PATH or set it in Settings.</source>
        <translation>Die NEXTN-Multi-Token-Vorhersage braucht einen Modellpfad, aber keiner ist gesetzt und keine lokale Kopie von {repo} wurde gefunden: Geben Sie --model PATH an oder legen Sie ihn in den Einstellungen fest.</translation>
    </message>
    <message>
        <source>The engine needs a model path, and none is set and no local copy of {repo} was found: pass --model PATH or set it in Settings.</source>
        <translation>Die Engine braucht einen Modellpfad, aber keiner ist gesetzt und keine lokale Kopie von {repo} wurde gefunden: Geben Sie --model PATH an oder legen Sie ihn in den Einstellungen fest.</translation>
    </message>
    <message>
        <source>Parallel requests must be a whole number from 1 to {max}, not {value} (Settings &gt; Engine).</source>
        <translation>Parallele Anfragen müssen eine ganze Zahl von 1 bis {max} sein, nicht {value} (Einstellungen &gt; Engine).</translation>
    </message>
    <message>
        <source>The {runtime} route needs an SGLang image: set Settings &gt; Engine &gt; Image (e.g. one you pulled with `docker pull`).</source>
        <translation>Der Weg über {runtime} braucht ein SGLang-Image: Legen Sie es unter Einstellungen &gt; Engine &gt; Image fest (z. B. eines, das Sie mit `docker pull` geholt haben).</translation>
    </message>
</context>
<context>
    <name>secrets</name>
    <message>
        <source>the keyring backend {name} did not keep the key</source>
        <translation>das Schlüsselbund-Backend {name} den Schlüssel nicht behalten hat</translation>
    </message>
    <message>
        <source>no keyring service is available</source>
        <translation>kein Schlüsselbunddienst verfügbar ist</translation>
    </message>
    <message>
        <source>The engine key is kept in {file} (readable by you only) because {problem}. Unlock or install a keyring (GNOME Keyring, KWallet) to keep it there.</source>
        <translation>Der Engine-Schlüssel liegt in {file} (nur für Sie lesbar), weil {problem}. Entsperren oder installieren Sie einen Schlüsselbund (GNOME Keyring, KWallet), um ihn dort aufzubewahren.</translation>
    </message>
    <message>
        <source>The key for {url} is kept in {file} (readable by you only) because no keyring service is available.</source>
        <translation>Der Schlüssel für {url} liegt in {file} (nur für Sie lesbar), weil kein Schlüsselbunddienst verfügbar ist.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>must be above {lo} and at most {hi}</source>
        <translation>muss größer als {lo} und höchstens {hi} sein</translation>
    </message>
    <message>
        <source>must be at least {lo} and at most {hi}</source>
        <translation>muss mindestens {lo} und höchstens {hi} sein</translation>
    </message>
    <message>
        <source>must be one of: {choices}</source>
        <translation>muss eines davon sein: {choices}</translation>
    </message>
    <message>
        <source>must be 0 (the profile's choice) or between 0 and 1</source>
        <translation>muss 0 (Wahl des Profils) oder zwischen 0 und 1 sein</translation>
    </message>
    <message>
        <source>must be -1 (off) or at least 1</source>
        <translation>muss -1 (aus) oder mindestens 1 sein</translation>
    </message>
    <message>
        <source>must be an http:// or https:// URL like {example}</source>
        <translation>muss eine http://- oder https://-URL sein, etwa {example}</translation>
    </message>
    <message>
        <source>must be HOST:PORT, e.g. {example}</source>
        <translation>muss HOST:PORT sein, z. B. {example}</translation>
    </message>
    <message>
        <source>has {origin}, which is not an origin like http://localhost:5173</source>
        <translation>enthält {origin}, das kein Ursprung wie http://localhost:5173 ist</translation>
    </message>
    <message>
        <source>has {key}, which is not SERVER.TOOL</source>
        <translation>enthält {key}, das nicht die Form SERVER.TOOL hat</translation>
    </message>
    <message>
        <source>schema_version must be a whole number, not {value}</source>
        <translation>schema_version muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{path} was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>{path} wurde von einem neueren Ling Desk geschrieben (Einstellungsschema {version}; diese Version liest bis {known}). Die Datei bleibt unverändert</translation>
    </message>
    <message>
        <source>it was written by a newer Ling Desk (settings schema {version}; this version reads up to {known}). It is left untouched</source>
        <translation>sie wurde von einem neueren Ling Desk geschrieben (Einstellungsschema {version}; diese Version liest bis {known}). Sie bleibt unverändert</translation>
    </message>
    <message>
        <source>a key has more than {n} dotted parts</source>
        <translation>ein Schlüssel hat mehr als {n} durch Punkte getrennte Teile</translation>
    </message>
    <message>
        <source>it is nested more than {n} deep</source>
        <translation>sie ist tiefer als {n} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}</source>
        <translation>{where}: Tabelle erwartet, {got} erhalten</translation>
    </message>
    <message>
        <source>{name}: unknown setting, ignored</source>
        <translation>{name}: unbekannte Einstellung, ignoriert</translation>
    </message>
    <message>
        <source>{name}: {problem}; using the default, {default}</source>
        <translation>{name}: {problem}; Standardwert {default} wird verwendet</translation>
    </message>
    <message>
        <source>{where}: expected a list of tables, got {got}; ignored</source>
        <translation>{where}: Liste von Tabellen erwartet, {got} erhalten; ignoriert</translation>
    </message>
    <message>
        <source>{where}: expected a table, got {got}; ignored</source>
        <translation>{where}: Tabelle erwartet, {got} erhalten; ignoriert</translation>
    </message>
    <message>
        <source>{where}: has no name; ignored</source>
        <translation>{where}: hat keinen Namen; ignoriert</translation>
    </message>
    <message>
        <source>{where}: the name {name} is used twice; ignored</source>
        <translation>{where}: der Name {name} wird doppelt verwendet; ignoriert</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <translation>eine Liste von Zeichenketten</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>expected {want}, got {got}</source>
        <translation>{want} erwartet, {got} erhalten</translation>
    </message>
    <message>
        <source>{path} cannot be read ({why}); using defaults</source>
        <translation>{path} kann nicht gelesen werden ({why}); Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>it is over {size}, too big for settings</source>
        <translation>sie ist größer als {size}, zu groß für Einstellungen</translation>
    </message>
    <message>
        <source>{problem}, too deep for settings</source>
        <translation>{problem}, zu tief verschachtelt für Einstellungen</translation>
    </message>
    <message>
        <source>{path}: {problem}; this run uses the defaults (upgrade Ling Desk to use them again)</source>
        <translation>{path}: {problem}; dieser Lauf verwendet die Standardwerte (aktualisieren Sie Ling Desk, um sie wieder zu nutzen)</translation>
    </message>
    <message>
        <source>{path}: {problem}; it could not be moved aside ({why}), using defaults</source>
        <translation>{path}: {problem}; die Datei konnte nicht beiseitegelegt werden ({why}), Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>{path}: {problem}; moved to {backup}, using defaults</source>
        <translation>{path}: {problem}; nach {backup} verschoben, Standardwerte werden verwendet</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>Ling Desk settings</source>
        <translation>Ling Desk – Einstellungen</translation>
    </message>
    <message>
        <source>the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>Ling-3.0-flash-fp4 aus dem Hugging-Face-Cache</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>Where the model's files are; empty: the Hugging Face cache copy of Ling-3.0-flash-fp4</source>
        <translation>Wo die Dateien des Modells liegen; leer: die Kopie von Ling-3.0-flash-fp4 im Hugging-Face-Cache</translation>
    </message>
    <message>
        <source>default: &lt;engine Python&gt; -m sglang.launch_server</source>
        <translation>Standard: &lt;Engine-Python&gt; -m sglang.launch_server</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>Startbefehl</translation>
    </message>
    <message>
        <source>default: this Python</source>
        <translation>Standard: dieses Python</translation>
    </message>
    <message>
        <source>Engine Python</source>
        <translation>Engine-Python</translation>
    </message>
    <message>
        <source>The Python that runs the engine; empty: this Python</source>
        <translation>Das Python, das die Engine ausführt; leer: dieses Python</translation>
    </message>
    <message>
        <source>Python environment (venv)</source>
        <translation>Python-Umgebung (venv)</translation>
    </message>
    <message>
        <source>Container: docker</source>
        <translation>Container: docker</translation>
    </message>
    <message>
        <source>Container: podman</source>
        <translation>Container: podman</translation>
    </message>
    <message>
        <source>Runs in</source>
        <translation>Läuft in</translation>
    </message>
    <message>
        <source>an SGLang image you pulled, e.g. lmsysorg/sglang</source>
        <translation>ein SGLang-Image, das Sie geladen haben, z. B. lmsysorg/sglang</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Detect from the GPU (nvidia-smi)</source>
        <translation>Anhand der GPU erkennen (nvidia-smi)</translation>
    </message>
    <message>
        <source>The machine the recipe is tuned for. Detect reads the GPU at each start; choose one when detection picks the wrong one, or for two DGX Sparks (TP 2).</source>
        <translation>Die Maschine, auf die das Rezept abgestimmt ist. „Erkennen“ liest bei jedem Start die GPU; wählen Sie selbst, wenn die Erkennung falsch liegt, oder für zwei DGX Sparks (TP 2).</translation>
    </message>
    <message>
        <source>Hardware profile</source>
        <translation>Hardwareprofil</translation>
    </message>
    <message>
        <source>pick a free port</source>
        <translation>freien Port wählen</translation>
    </message>
    <message>
        <source>Port (127.0.0.1)</source>
        <translation>Port (127.0.0.1)</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Kontextlänge</translation>
    </message>
    <message>
        <source>the hardware profile's choice</source>
        <translation>Wahl des Hardwareprofils</translation>
    </message>
    <message>
        <source>SGLang's --mem-fraction-static: lower it after an out-of-memory crash. On a DGX Spark 0.68 is the public recipe's; 0.75 once froze a Spark (unified memory).</source>
        <translation>--mem-fraction-static von SGLang: nach einem Absturz wegen Speichermangels senken. Auf einem DGX Spark nutzt das öffentliche Rezept 0,68; 0,75 hat einen Spark schon einmal einfrieren lassen (gemeinsamer Speicher).</translation>
    </message>
    <message>
        <source>Memory fraction</source>
        <translation>Speicheranteil</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Stop a start that has not become ready after this long.</source>
        <translation>Einen Start abbrechen, der nach dieser Zeit noch nicht bereit ist.</translation>
    </message>
    <message>
        <source>Ready timeout</source>
        <translation>Zeitlimit bis bereit</translation>
    </message>
    <message>
        <source>Say the engine looks stuck after this long with no output and no progress.</source>
        <translation>Melden, dass die Engine festzuhängen scheint, wenn sie so lange weder Ausgabe noch Fortschritt zeigt.</translation>
    </message>
    <message>
        <source>Looks stuck after</source>
        <translation>Gilt als hängend nach</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>End an answer with “the engine stopped answering” after this long with no data.</source>
        <translation>Eine Antwort mit „die Engine antwortet nicht mehr“ beenden, wenn so lange keine Daten kommen.</translation>
    </message>
    <message>
        <source>Not answering after</source>
        <translation>Keine Antwort nach</translation>
    </message>
    <message>
        <source>Start the engine when Ling Desk opens</source>
        <translation>Engine beim Öffnen von Ling Desk starten</translation>
    </message>
    <message>
        <source>Restart the engine after a crash (up to 3 times in 10 min)</source>
        <translation>Engine nach einem Absturz neu starten (bis zu 3-mal in 10 min)</translation>
    </message>
    <message>
        <source>For this run the command line sets {flags}; those win over the values here.</source>
        <translation>Für diesen Lauf setzt die Befehlszeile {flags}; diese haben Vorrang vor den Werten hier.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Humming MoE kernels (--moe-runner-backend humming)</source>
        <translation>Humming-MoE-Kernel (--moe-runner-backend humming)</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction (speculative decoding)</source>
        <translation>NEXTN-Multi-Token-Vorhersage (spekulatives Decoding)</translation>
    </message>
    <message>
        <source>FP32 LM head (the baseline's; excludes the FP8 head)</source>
        <translation>FP32-LM-Head (die der Basislinie; schließt den FP8-Head aus)</translation>
    </message>
    <message>
        <source>--speculative-num-steps (the recipe: 3; Engine &gt; Benchmark sweeps it)</source>
        <translation>--speculative-num-steps (Rezept: 3; Engine &gt; Benchmark testet die Werte durch)</translation>
    </message>
    <message>
        <source>--speculative-num-draft-tokens (the recipe: 4, steps + 1)</source>
        <translation>--speculative-num-draft-tokens (Rezept: 4, Schritte + 1)</translation>
    </message>
    <message>
        <source>NEXTN steps</source>
        <translation>NEXTN-Schritte</translation>
    </message>
    <message>
        <source>Draft tokens</source>
        <translation>Entwurfstokens</translation>
    </message>
    <message>
        <source>Changes apply at the next engine start (Engine &gt; Restart).</source>
        <translation>Änderungen gelten ab dem nächsten Engine-Start (Engine &gt; Neu starten).</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>Optimierungen</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>Top p</source>
        <translation>Top-p</translation>
    </message>
    <message>
        <source>Top k</source>
        <translation>Top-k</translation>
    </message>
    <message>
        <source>Max tokens (0 = no limit)</source>
        <translation>Max. Tokens (0 = kein Limit)</translation>
    </message>
    <message>
        <source>Defaults for every conversation; a conversation can override them (⚙).</source>
        <translation>Standardwerte für jeden Chat; ein Chat kann sie überschreiben (⚙).</translation>
    </message>
    <message>
        <source>Sampling</source>
        <translation>Sampling</translation>
    </message>
    <message>
        <source>Follow the system (its contrast setting too)</source>
        <translation>Dem System folgen (auch seiner Kontrasteinstellung)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>The window's and the chat's text; Ctrl+= and Ctrl+- change it anywhere, Ctrl+0 puts it back to 100 %</source>
        <translation>Text des Fensters und des Chats; Strg+= und Strg+- ändern ihn überall, Strg+0 setzt ihn auf 100 % zurück</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Side panel edge</source>
        <translation>Seite der Seitenleiste</translation>
    </message>
    <message>
        <source>Ask before opening a link in the browser</source>
        <translation>Vor dem Öffnen eines Links im Browser fragen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Applies when Ling Desk restarts.</source>
        <translation>Gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Serve the engine to my editor and agents on this machine</source>
        <translation>Engine für Editor und Agenten auf diesem Rechner freigeben</translation>
    </message>
    <message>
        <source>Requests the engine runs at once. 1 is the fastest for one request; more lets an app's request and a chat message run side by side, each a little slower (restarts the engine).</source>
        <translation>Anfragen, die die Engine gleichzeitig bearbeitet. 1 ist für eine einzelne Anfrage am schnellsten; mehr lässt die Anfrage einer App und eine Chat-Nachricht nebeneinander laufen, jede etwas langsamer (startet die Engine neu).</translation>
    </message>
    <message>
        <source>Parallel requests</source>
        <translation>Parallele Anfragen</translation>
    </message>
    <message>
        <source>Apps use http://127.0.0.1:PORT/v1 with a key of their own: Engine → Connect an app. A new port takes effect at the next start of Ling Desk.</source>
        <translation>Apps nutzen http://127.0.0.1:PORT/v1 mit einem eigenen Schlüssel: Engine → App verbinden. Ein neuer Port gilt ab dem nächsten Start von Ling Desk.</translation>
    </message>
    <message>
        <source>Apps</source>
        <translation>Apps</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation>Datenschutz</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Engine, optimizations, sampling, appearance, apps, chat, tools and privacy</source>
        <translation>Engine, Optimierungen, Sampling, Darstellung, Apps, Chat, Tools und Datenschutz</translation>
    </message>
    <message>
        <source>{page} settings</source>
        <translation>Einstellungen: {page}</translation>
    </message>
    <message>
        <source>{setting} is fixed</source>
        <translation>{setting} ist festgelegt</translation>
    </message>
    <message>
        <source>Only for a container: choose docker or podman under Runs in.</source>
        <translation>Nur für einen Container: Wählen Sie unter „Läuft in“ docker oder podman.</translation>
    </message>
    <message>
        <source>Use a running engine</source>
        <translation>Laufende Engine verwenden</translation>
    </message>
    <message>
        <source>e.g. https://sglang.team.example:30000</source>
        <translation>z. B. https://sglang.team.example:30000</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>the server's --api-key (kept in the keyring)</source>
        <translation>der --api-key des Servers (im Schlüsselbund gespeichert)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Give the engine's URL.</source>
        <translation>Geben Sie die URL der Engine an.</translation>
    </message>
    <message>
        <source>The URL {problem}.</source>
        <translation>Die URL {problem}.</translation>
    </message>
    <message>
        <source>This URL is neither loopback nor https: the key would cross the network in clear text, so Ling Desk will not send it. Use the server's https address.</source>
        <translation>Diese URL ist weder Loopback noch https: Der Schlüssel ginge im Klartext über das Netz, daher sendet Ling Desk ihn nicht. Verwenden Sie die https-Adresse des Servers.</translation>
    </message>
    <message>
        <source>Ling Desk starts no engine: it chats with this one and checks what can be checked from outside. Stop and Restart are not offered for it.</source>
        <translation>Ling Desk startet keine Engine: Es chattet mit dieser und prüft, was sich von außen prüfen lässt. Stoppen und Neu starten werden dafür nicht angeboten.</translation>
    </message>
    <message>
        <source>Two DGX Sparks (TP 2): the second machine</source>
        <translation>Zwei DGX Sparks (TP 2): die zweite Maschine</translation>
    </message>
    <message>
        <source>the second Spark's name for ssh, e.g. spark2</source>
        <translation>der ssh-Name des zweiten Sparks, z. B. spark2</translation>
    </message>
    <message>
        <source>Second machine</source>
        <translation>Zweite Maschine</translation>
    </message>
    <message>
        <source>default: ssh -tt &lt;second machine&gt;</source>
        <translation>Standard: ssh -tt &lt;zweite Maschine&gt;</translation>
    </message>
    <message>
        <source>Command prefix</source>
        <translation>Befehlspräfix</translation>
    </message>
    <message>
        <source>this machine's address on the link, e.g. 192.168.100.10:20000</source>
        <translation>die Adresse dieses Rechners auf der Verbindung, z. B. 192.168.100.10:20000</translation>
    </message>
    <message>
        <source>e.g. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)</source>
        <translation>z. B. enp1s0f0np0 (NCCL_SOCKET_IFNAME, GLOO_SOCKET_IFNAME)</translation>
    </message>
    <message>
        <source>Network interface</source>
        <translation>Netzwerkschnittstelle</translation>
    </message>
    <message>
        <source>engine port + 1</source>
        <translation>Engine-Port + 1</translation>
    </message>
    <message>
        <source>Rank 1 health port</source>
        <translation>Health-Port von Rank 1</translation>
    </message>
    <message>
        <source>Used when the hardware profile is “Two DGX Sparks (TP 2)”. The model folder must be at the same path on both machines; the engine extension is copied over the prefix.</source>
        <translation>Wird verwendet, wenn das Hardwareprofil „Zwei DGX Sparks (TP 2)“ ist. Der Modellordner muss auf beiden Maschinen unter demselben Pfad liegen; die Engine-Erweiterung wird über das Präfix kopiert.</translation>
    </message>
    <message>
        <source>Locked: {sentence}</source>
        <translation>Gesperrt: {sentence}</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none):</source>
        <translation>Systemprompt eines neuen Chats (leer: keiner):</translation>
    </message>
    <message>
        <source>e.g. Answer briefly. Say when you are unsure.</source>
        <translation>z. B. Antworte kurz. Sag, wenn du dir unsicher bist.</translation>
    </message>
    <message>
        <source>Default system prompt</source>
        <translation>Standard-Systemprompt</translation>
    </message>
    <message>
        <source>System prompt of a new conversation (empty: none)</source>
        <translation>Systemprompt eines neuen Chats (leer: keiner)</translation>
    </message>
    <message>
        <source>Each new conversation keeps its own copy; change one in its ⚙ settings.</source>
        <translation>Jeder neue Chat behält seine eigene Kopie; ändern Sie sie in seinen ⚙-Einstellungen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Presets&lt;/b&gt;: a conversation takes one from the composer's Preset button.</source>
        <translation>&lt;b&gt;Vorlagen&lt;/b&gt;: Ein Chat übernimmt eine über die Schaltfläche „Vorlage“ im Eingabebereich.</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>The presets a conversation can use; choose one to edit it</source>
        <translation>Die Vorlagen, die ein Chat nutzen kann; wählen Sie eine zum Bearbeiten</translation>
    </message>
    <message>
        <source>New preset</source>
        <translation>Neue Vorlage</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Preset's system prompt</source>
        <translation>Systemprompt der Vorlage</translation>
    </message>
    <message>
        <source>The system prompt this preset sets</source>
        <translation>Der Systemprompt, den diese Vorlage setzt</translation>
    </message>
    <message>
        <source>e.g. You review Python code: point out bugs first.</source>
        <translation>z. B. Du prüfst Python-Code: Nenne zuerst die Fehler.</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Let the model think before it answers</source>
        <translation>Das Modell vor der Antwort denken lassen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <source>Max tokens</source>
        <translation>Max. Tokens</translation>
    </message>
    <message>
        <source>Preset {n}</source>
        <translation>Vorlage {n}</translation>
    </message>
    <message>
        <source>Preset {n} has no name.</source>
        <translation>Vorlage {n} hat keinen Namen.</translation>
    </message>
    <message>
        <source>Two presets are named '{name}': give each its own name.</source>
        <translation>Zwei Vorlagen heißen „{name}“: Geben Sie jeder einen eigenen Namen.</translation>
    </message>
    <message>
        <source>in the system keyring</source>
        <translation>im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>locked with your passphrase</source>
        <translation>mit Ihrer Passphrase gesperrt</translation>
    </message>
    <message>
        <source>in a key file</source>
        <translation>in einer Schlüsseldatei</translation>
    </message>
    <message>
        <source>the system keyring</source>
        <translation>Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>a passphrase (asked at each start)</source>
        <translation>einer Passphrase (bei jedem Start abgefragt)</translation>
    </message>
    <message>
        <source>a key file (less safe)</source>
        <translation>einer Schlüsseldatei (weniger sicher)</translation>
    </message>
    <message>
        <source>History, documents and API keys are encrypted on this computer.</source>
        <translation>Verlauf, Dokumente und API-Schlüssel sind auf diesem Computer verschlüsselt.</translation>
    </message>
    <message>
        <source>Not encrypted: your history, documents and API keys are plain files on this computer.</source>
        <translation>Nicht verschlüsselt: Verlauf, Dokumente und API-Schlüssel liegen als unverschlüsselte Dateien auf diesem Computer.</translation>
    </message>
    <message>
        <source>every conversation and its messages, every document in the library, every file attached to a chat, every API key made for an app (Connect an app), and the benchmark ladder's runs</source>
        <translation>jeden Chat mit seinen Nachrichten, jedes Dokument der Bibliothek, jede an einen Chat angehängte Datei, jeden für eine App erstellten API-Schlüssel (App verbinden) und die Läufe der Optimierungsleiter</translation>
    </message>
    <message>
        <source>Your settings, the model and the engine stay.</source>
        <translation>Ihre Einstellungen, das Modell und die Engine bleiben erhalten.</translation>
    </message>
    <message>
        <source>They are encrypted at the next start.</source>
        <translation>Sie werden beim nächsten Start verschlüsselt.</translation>
    </message>
    <message>
        <source>Key: not found here; the recovery key opens the data.</source>
        <translation>Schlüssel: hier nicht gefunden; der Wiederherstellungsschlüssel öffnet die Daten.</translation>
    </message>
    <message>
        <source>No keyring, passphrase or key file holds the key: at the next start Ling Desk asks for the recovery key.</source>
        <translation>Weder Schlüsselbund, Passphrase noch Schlüsseldatei enthalten den Schlüssel: Beim nächsten Start fragt Ling Desk nach dem Wiederherstellungsschlüssel.</translation>
    </message>
    <message>
        <source>Key: {where}.</source>
        <translation>Schlüssel: {where}.</translation>
    </message>
    <message>
        <source>Some files are not encrypted yet: they are at the next start.</source>
        <translation>Einige Dateien sind noch nicht verschlüsselt: Das geschieht beim nächsten Start.</translation>
    </message>
    <message>
        <source>Conversations are kept until you delete them.</source>
        <translation>Chats bleiben erhalten, bis Sie sie löschen.</translation>
    </message>
    <message>
        <source>No conversation would be erased now. Pinned conversations are always kept.</source>
        <translation>Jetzt würde kein Chat gelöscht. Angeheftete Chats bleiben immer erhalten.</translation>
    </message>
    <message>
        <source>“{title}”</source>
        <translation>„{title}“</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} und %n weiterer</numerusform>
            <numerusform>{names} und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) would be erased now: {names}.</source>
        <translation>
            <numerusform>%n Chat würde jetzt gelöscht: {names}.</numerusform>
            <numerusform>%n Chats würden jetzt gelöscht: {names}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>Aktuelle Passphrase</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Neue Passphrase</translation>
    </message>
    <message>
        <source>New passphrase again</source>
        <translation>Neue Passphrase wiederholen</translation>
    </message>
    <message>
        <source>Without the passphrase (or the recovery key) your data cannot be opened: no one can recover it for you.</source>
        <translation>Ohne die Passphrase (oder den Wiederherstellungsschlüssel) lassen sich Ihre Daten nicht öffnen: Niemand kann sie für Sie wiederherstellen.</translation>
    </message>
    <message>
        <source>The new passphrase is empty.</source>
        <translation>Die neue Passphrase ist leer.</translation>
    </message>
    <message>
        <source>The two new passphrases differ; type them again.</source>
        <translation>Die beiden neuen Passphrasen unterscheiden sich; bitte erneut eingeben.</translation>
    </message>
    <message>
        <source>Delete all my data?</source>
        <translation>Alle meine Daten löschen?</translation>
    </message>
    <message>
        <source>This erases from this computer, for good: {erased}. {kept}</source>
        <translation>Dies löscht endgültig von diesem Computer: {erased}. {kept}</translation>
    </message>
    <message>
        <source>Type {word} to confirm.</source>
        <translation>Geben Sie zur Bestätigung {word} ein.</translation>
    </message>
    <message>
        <source>Type {word} here</source>
        <translation>{word} hier eingeben</translation>
    </message>
    <message>
        <source>Type {word} to confirm</source>
        <translation>Zur Bestätigung {word} eingeben</translation>
    </message>
    <message>
        <source>Delete all my data</source>
        <translation>Alle meine Daten löschen</translation>
    </message>
    <message>
        <source>Encrypt my data</source>
        <translation>Meine Daten verschlüsseln</translation>
    </message>
    <message>
        <source>Turning this off converts your history, documents and API keys back to plain files at the next start (and forgets the key); turning it on again encrypts them at the next start.</source>
        <translation>Ausschalten wandelt Verlauf, Dokumente und API-Schlüssel beim nächsten Start wieder in unverschlüsselte Dateien um (und vergisst den Schlüssel); erneutes Einschalten verschlüsselt sie beim nächsten Start.</translation>
    </message>
    <message>
        <source>Keep the key in</source>
        <translation>Schlüssel aufbewahren in</translation>
    </message>
    <message>
        <source>Moves the key at once (the data stays as it is).</source>
        <translation>Verschiebt den Schlüssel sofort (die Daten bleiben, wie sie sind).</translation>
    </message>
    <message>
        <source>Change passphrase…</source>
        <translation>Passphrase ändern …</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>Conversations unused for longer are erased at start and hourly; pinned ones are kept.</source>
        <translation>Länger unbenutzte Chats werden beim Start und stündlich gelöscht; angeheftete bleiben erhalten.</translation>
    </message>
    <message>
        <source>Keep conversations</source>
        <translation>Chats aufbewahren</translation>
    </message>
    <message>
        <source>conversations are kept at most {days} days</source>
        <translation>Chats werden höchstens {days} Tage aufbewahrt</translation>
    </message>
    <message>
        <source>At most {days} days: {sentence}</source>
        <translation>Höchstens {days} Tage: {sentence}</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Hide the conversations and the chat after this long without a key press or mouse movement in Ling Desk; the engine keeps running.</source>
        <translation>Chats und Chatfenster ausblenden, wenn in Ling Desk so lange keine Taste gedrückt und die Maus nicht bewegt wurde; die Engine läuft weiter.</translation>
    </message>
    <message>
        <source>Lock the window after idle</source>
        <translation>Fenster sperren nach Inaktivität</translation>
    </message>
    <message>
        <source>Delete all my data…</source>
        <translation>Alle meine Daten löschen …</translation>
    </message>
    <message>
        <source>Erases {erased}. {kept}</source>
        <translation>Löscht {erased}. {kept}</translation>
    </message>
    <message>
        <source>Change the passphrase</source>
        <translation>Passphrase ändern</translation>
    </message>
    <message>
        <source>Passphrase not changed</source>
        <translation>Passphrase nicht geändert</translation>
    </message>
    <message>
        <source>Passphrase changed</source>
        <translation>Passphrase geändert</translation>
    </message>
    <message>
        <source>The new passphrase is set.</source>
        <translation>Die neue Passphrase ist gesetzt.</translation>
    </message>
    <message>
        <source>Your passphrase</source>
        <translation>Ihre Passphrase</translation>
    </message>
    <message>
        <source>Choose a passphrase</source>
        <translation>Passphrase wählen</translation>
    </message>
    <message>
        <source>Keep the key in a file?</source>
        <translation>Schlüssel in einer Datei aufbewahren?</translation>
    </message>
    <message>
        <source>The key stays where it was</source>
        <translation>Der Schlüssel bleibt, wo er war</translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>the same command finishes the job</source>
        <translation>derselbe Befehl schließt die Aufgabe ab</translation>
    </message>
    <message>
        <source>cancelled; {note}</source>
        <translation>abgebrochen; {note}</translation>
    </message>
    <message>
        <source>unknown action {action}</source>
        <translation>unbekannte Aktion {action}</translation>
    </message>
    <message>
        <source>{file} {file_done}/{file_size} | {percent}% {done} of {total}, {rate}, {left}</source>
        <translation>{file} {file_done}/{file_size} | {percent}% {done} von {total}, {rate}, {left}</translation>
    </message>
    <message>
        <source>the download finished but {folder} does not verify: {problems}</source>
        <translation>der Download ist fertig, aber {folder} besteht die Prüfung nicht: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>{folder}: %n file(s) of {repo}, verified; now the configured model</source>
        <translation>
            <numerusform>{folder}: %n Datei von {repo}, geprüft; jetzt das eingestellte Modell</numerusform>
            <numerusform>{folder}: %n Dateien von {repo}, geprüft; jetzt das eingestellte Modell</numerusform>
        </translation>
    </message>
    <message>
        <source>no model folder is configured: pass --model DIR, or run `ling-desk model download`</source>
        <translation>kein Modellordner eingestellt: geben Sie --model DIR an oder führen Sie `ling-desk model download` aus</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU capability {capability}</source>
        <translation>sglang {sglang}, humming-kernels {humming}, torch {torch} (CUDA {cuda}), GPU-Compute-Capability {capability}</translation>
    </message>
    <message>
        <source>cannot run here: {problem}</source>
        <translation>kann hier nicht laufen: {problem}</translation>
    </message>
    <message>
        <source>fix: {text}</source>
        <translation>Abhilfe: {text}</translation>
    </message>
    <message>
        <source>detail: {text}</source>
        <translation>Details: {text}</translation>
    </message>
    <message>
        <source>log: {path}</source>
        <translation>Protokoll: {path}</translation>
    </message>
    <message>
        <source>now the configured engine environment ({python})</source>
        <translation>jetzt die eingestellte Engine-Umgebung ({python})</translation>
    </message>
    <message>
        <source>no engine environment found; create one: ling-desk engine-env create</source>
        <translation>keine Engine-Umgebung gefunden; legen Sie eine an: ling-desk engine-env create</translation>
    </message>
    <message>
        <source>configured</source>
        <translation>eingestellt</translation>
    </message>
    <message>
        <source>created by Ling Desk</source>
        <translation>von Ling Desk erstellt</translation>
    </message>
    <message>
        <source>given</source>
        <translation>angegeben</translation>
    </message>
    <message>
        <source>SGLang's wheels are for Linux; this is {platform}.</source>
        <translation>Die Wheels von SGLang sind für Linux; dies ist {platform}.</translation>
    </message>
    <message>
        <source>SGLang's wheels are for x86_64 and aarch64; this machine is {machine}.</source>
        <translation>Die Wheels von SGLang sind für x86_64 und aarch64; dieser Rechner ist {machine}.</translation>
    </message>
    <message>
        <source>No NVIDIA driver answers (nvidia-smi is missing or fails): the engine needs an NVIDIA GPU with its driver installed.</source>
        <translation>Kein NVIDIA-Treiber antwortet (nvidia-smi fehlt oder schlägt fehl): Die Engine braucht eine NVIDIA-GPU mit installiertem Treiber.</translation>
    </message>
    <message>
        <source>The NVIDIA driver supports CUDA {driver}; the engine's wheels are built for CUDA {wheels}: update the driver (a 580 or newer series) before the engine can run.</source>
        <translation>Der NVIDIA-Treiber unterstützt CUDA {driver}; die Wheels der Engine sind für CUDA {wheels} gebaut: Aktualisieren Sie den Treiber (Serie 580 oder neuer), bevor die Engine laufen kann.</translation>
    </message>
    <message>
        <source>the venv is kept, and the same command finishes the install</source>
        <translation>das venv bleibt erhalten, und derselbe Befehl schließt die Installation ab</translation>
    </message>
    <message>
        <source>{step} failed (exit {code}): {line}</source>
        <translation>{step} fehlgeschlagen (Exit-Code {code}): {line}</translation>
    </message>
    <message>
        <source>Upgrading pip in the venv first (pip 24.1 or newer shows download progress)</source>
        <translation>Zuerst wird pip im venv aktualisiert (ab pip 24.1 wird der Download-Fortschritt angezeigt)</translation>
    </message>
    <message>
        <source>upgrading pip</source>
        <translation>pip aktualisieren</translation>
    </message>
    <message>
        <source>pip stays as it is ({error}); progress is shown without byte counts</source>
        <translation>pip bleibt, wie es ist ({error}); der Fortschritt wird ohne Byte-Angaben angezeigt</translation>
    </message>
    <message>
        <source>Note: {problem}</source>
        <translation>Hinweis: {problem}</translation>
    </message>
    <message>
        <source>Creating a venv in {folder} with {python}</source>
        <translation>venv wird in {folder} mit {python} angelegt</translation>
    </message>
    <message>
        <source>creating the venv</source>
        <translation>venv anlegen</translation>
    </message>
    <message>
        <source>Using the venv already in {folder}</source>
        <translation>Das vorhandene venv in {folder} wird verwendet</translation>
    </message>
    <message>
        <source>Installing {packages} (several GB on a GPU machine)</source>
        <translation>{packages} wird installiert (mehrere GB auf einem GPU-Rechner)</translation>
    </message>
    <message>
        <source>Probing the new environment</source>
        <translation>Die neue Umgebung wird geprüft</translation>
    </message>
    <message>
        <source>The engine's Python was not saved in the settings: {error}</source>
        <translation>Das Python der Engine wurde nicht in den Einstellungen gespeichert: {error}</translation>
    </message>
    <message>
        <source>what was done is kept for the next run</source>
        <translation>was erledigt ist, bleibt für den nächsten Lauf erhalten</translation>
    </message>
    <message>
        <source>{h} h {min} min</source>
        <translation>{h} h {min} min</translation>
    </message>
    <message>
        <source>{min} min {s} s</source>
        <translation>{min} min {s} s</translation>
    </message>
    <message>
        <source>{s} s</source>
        <translation>{s} s</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>stockt</translation>
    </message>
    <message>
        <source>{time} left</source>
        <translation>noch {time}</translation>
    </message>
    <message>
        <source>Connection lost. Retrying in {wait} s</source>
        <translation>Verbindung unterbrochen. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>The hub answered {reason}. Retrying in {wait} s</source>
        <translation>Der Hub antwortete {reason}. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>The hub answered {reason}: {done} of {total} kept. Retrying in {wait} s</source>
        <translation>Der Hub antwortete {reason}: {done} von {total} behalten. Neuer Versuch in {wait} s</translation>
    </message>
    <message>
        <source>Connection lost</source>
        <translation>Verbindung unterbrochen</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten</translation>
    </message>
    <message>
        <source>sha256 {got}, the hub lists {want}</source>
        <translation>sha256 {got}, der Hub nennt {want}</translation>
    </message>
    <message>
        <source>git blob id {got}, the hub lists {want}</source>
        <translation>Git-Blob-ID {got}, der Hub nennt {want}</translation>
    </message>
    <message>
        <source>{got} bytes, the hub lists {want}</source>
        <translation>{got} Bytes, der Hub nennt {want}</translation>
    </message>
    <message>
        <source>{endpoint} refused access to {repo} ({error}): check the repo name, or set HF_TOKEN to a token that may read it.</source>
        <translation>{endpoint} verweigert den Zugriff auf {repo} ({error}): Prüfen Sie den Repo-Namen oder setzen Sie HF_TOKEN auf ein Token mit Leserecht.</translation>
    </message>
    <message>
        <source>{repo} has no such revision on {endpoint}.</source>
        <translation>{repo} hat auf {endpoint} keine solche Revision.</translation>
    </message>
    <message>
        <source>{endpoint} answered {status} for {repo}</source>
        <translation>{endpoint} antwortete {status} für {repo}</translation>
    </message>
    <message>
        <source>cannot reach {endpoint} for {repo}: {reason}</source>
        <translation>{endpoint} ist für {repo} nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>the connection was refused (nothing answers there now)</source>
        <translation>die Verbindung wurde abgelehnt (dort antwortet gerade nichts)</translation>
    </message>
    <message>
        <source>the name does not resolve (no network, or a wrong address)</source>
        <translation>der Name lässt sich nicht auflösen (kein Netz oder falsche Adresse)</translation>
    </message>
    <message>
        <source>the name does not resolve (no network?)</source>
        <translation>der Name lässt sich nicht auflösen (kein Netz?)</translation>
    </message>
    <message>
        <source>the network is unreachable</source>
        <translation>das Netz ist nicht erreichbar</translation>
    </message>
    <message>
        <source>there is no route to the host</source>
        <translation>es gibt keine Route zum Host</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort in der Zeit</translation>
    </message>
    <message>
        <source>the connection was reset</source>
        <translation>die Verbindung wurde zurückgesetzt</translation>
    </message>
    <message>
        <source>the connection was cut midway</source>
        <translation>die Verbindung brach mittendrin ab</translation>
    </message>
    <message>
        <source>its TLS certificate was not accepted</source>
        <translation>sein TLS-Zertifikat wurde nicht akzeptiert</translation>
    </message>
    <message>
        <source>not a file name</source>
        <translation>kein Dateiname</translation>
    </message>
    <message>
        <source>an absolute path</source>
        <translation>ein absoluter Pfad</translation>
    </message>
    <message>
        <source>it climbs out with '..'</source>
        <translation>er verlässt den Ordner mit '..'</translation>
    </message>
    <message>
        <source>it would overwrite Ling Desk's own {folder} folder</source>
        <translation>er würde den eigenen Ordner {folder} von Ling Desk überschreiben</translation>
    </message>
    <message>
        <source>it leads out of the folder through a link</source>
        <translation>er führt über einen Link aus dem Ordner hinaus</translation>
    </message>
    <message>
        <source>what was downloaded is kept, and the same command fetches the rest</source>
        <translation>was heruntergeladen ist, bleibt erhalten, und derselbe Befehl holt den Rest</translation>
    </message>
    <message>
        <source>{endpoint} did not answer {what} within {s} s (stalled)</source>
        <translation>{endpoint} hat {what} nicht innerhalb von {s} s beantwortet (stockt)</translation>
    </message>
    <message>
        <source>try {attempt} of {tries}</source>
        <translation>Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries}</source>
        <translation>{reason}; Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>{what}: {problem} ({tries})</source>
        <comment>a retried download</comment>
        <translation>{what}: {problem} ({tries})</translation>
    </message>
    <message>
        <source>HF_HUB_OFFLINE is set in this environment, so huggingface_hub will not connect: unset it for the download (the engine runs offline either way).</source>
        <translation>In dieser Umgebung ist HF_HUB_OFFLINE gesetzt, daher verbindet sich huggingface_hub nicht: Heben Sie es für den Download auf (die Engine läuft ohnehin offline).</translation>
    </message>
    <message>
        <source>the listing of {repo}</source>
        <translation>die Dateiliste von {repo}</translation>
    </message>
    <message>
        <source>the listing</source>
        <translation>die Dateiliste</translation>
    </message>
    <message>
        <source>{endpoint} did not say which commit {repo} is at.</source>
        <translation>{endpoint} hat nicht gesagt, auf welchem Commit {repo} steht.</translation>
    </message>
    <message>
        <source>{error}; try again later, or another mirror (HF_ENDPOINT)</source>
        <translation>{error}; versuchen Sie es später erneut oder mit einem anderen Mirror (HF_ENDPOINT)</translation>
    </message>
    <message numerus="yes">
        <source>; and %n more</source>
        <translation>
            <numerusform>; und %n weiterer</numerusform>
            <numerusform>; und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>{endpoint} lists file names that would be written outside {folder}: {names}. Nothing was written; a hub never lists such names, so check the mirror (HF_ENDPOINT).</source>
        <translation>{endpoint} listet Dateinamen, die außerhalb von {folder} geschrieben würden: {names}. Es wurde nichts geschrieben; ein Hub listet nie solche Namen, prüfen Sie also den Mirror (HF_ENDPOINT).</translation>
    </message>
    <message>
        <source>Asking {endpoint} for {repo} at {revision}</source>
        <translation>{repo} in {revision} wird bei {endpoint} angefragt</translation>
    </message>
    <message numerus="yes">
        <source>{repo} at {commit}: %n file(s), {total}; {have} already here, {need} to fetch into {folder}</source>
        <translation>
            <numerusform>{repo} in {commit}: %n Datei, {total}; {have} schon hier, {need} noch nach {folder} zu holen</numerusform>
            <numerusform>{repo} in {commit}: %n Dateien, {total}; {have} schon hier, {need} noch nach {folder} zu holen</numerusform>
        </translation>
    </message>
    <message>
        <source>not enough disk space: the download needs {need} more (plus {reserve} kept free) in {folder}, which has {free} free. Free some space or choose another folder (--dir).</source>
        <translation>nicht genug Speicherplatz: Der Download braucht in {folder} noch {need} (plus {reserve}, die frei bleiben), dort sind {free} frei. Schaffen Sie Platz oder wählen Sie einen anderen Ordner (--dir).</translation>
    </message>
    <message>
        <source>{file}: checking the copy here (as the last run left it) against the hub's hash</source>
        <translation>{file}: Die Kopie hier (wie der letzte Lauf sie hinterließ) wird mit dem Hash des Hubs verglichen</translation>
    </message>
    <message>
        <source>{file}: checking the copy here against the hub's hash</source>
        <translation>{file}: Die Kopie hier wird mit dem Hash des Hubs verglichen</translation>
    </message>
    <message>
        <source>{file}: the copy here differs from the hub's ({why}); fetching it</source>
        <translation>{file}: Die Kopie hier weicht von der des Hubs ab ({why}); sie wird neu geholt</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) differ from the hub's listing after download, and were removed: {detail}. Run the download again to fetch them anew.</source>
        <translation>
            <numerusform>%n Datei weicht nach dem Download von der Liste des Hubs ab und wurde entfernt: {detail}. Starten Sie den Download erneut, um sie neu zu holen.</numerusform>
            <numerusform>%n Dateien weichen nach dem Download von der Liste des Hubs ab und wurden entfernt: {detail}. Starten Sie den Download erneut, um sie neu zu holen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n file(s) are here and match the hub's hashes.</source>
        <translation>
            <numerusform>Die %n Datei ist da und stimmt mit dem Hash des Hubs überein.</numerusform>
            <numerusform>Alle %n Dateien sind da und stimmen mit den Hashes des Hubs überein.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: resuming at {done} of {size}</source>
        <translation>{file}: wird bei {done} von {size} fortgesetzt</translation>
    </message>
    <message numerus="yes">
        <source>{file}: {error}, %n tries in a row</source>
        <translation>
            <numerusform>{file}: {error}, %n Versuch in Folge</numerusform>
            <numerusform>{file}: {error}, %n Versuche in Folge</numerusform>
        </translation>
    </message>
    <message>
        <source>{why}. {done} of {total} are kept: the same download fetches the {left} left</source>
        <translation>{why}. {done} von {total} bleiben erhalten: Derselbe Download holt die restlichen {left}</translation>
    </message>
    <message>
        <source>{file}: {endpoint} ended the file at {got} bytes; its listing gives {size}. What came is kept for a re-run.</source>
        <translation>{file}: {endpoint} beendete die Datei bei {got} Bytes; laut Liste hat sie {size}. Was ankam, bleibt für einen neuen Lauf erhalten.</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>{path} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>{file}: differs from the hub's listing ({detail}); removed</source>
        <translation>{file}: weicht von der Liste des Hubs ab ({detail}); entfernt</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent more than the {size} bytes its listing gives the file; what it sent beyond that was not kept</source>
        <translation>{file}: {endpoint} schickte mehr als die {size} Bytes, die die Liste für die Datei angibt; was darüber hinausging, wurde nicht behalten</translation>
    </message>
    <message>
        <source>{file}: {endpoint} sent {got} bytes in the last {s} s (stalled); what was fetched is kept, and the same command fetches the rest (or try another mirror, HF_ENDPOINT)</source>
        <translation>{file}: {endpoint} schickte in den letzten {s} s nur {got} Bytes (stockt); was geholt wurde, bleibt erhalten, und derselbe Befehl holt den Rest (oder versuchen Sie einen anderen Mirror, HF_ENDPOINT)</translation>
    </message>
    <message>
        <source>{path}: a usable Ling-3.0-flash checkpoint</source>
        <translation>{path}: ein brauchbarer Ling-3.0-flash-Checkpoint</translation>
    </message>
    <message>
        <source>{path}: NOT usable</source>
        <translation>{path}: NICHT brauchbar</translation>
    </message>
    <message>
        <source>problem: {text}</source>
        <translation>Problem: {text}</translation>
    </message>
    <message>
        <source>--full: no hub listing is kept for this folder (Ling Desk did not download it), so there are no hashes to compare</source>
        <translation>--full: Für diesen Ordner ist keine Liste des Hubs gespeichert (Ling Desk hat ihn nicht heruntergeladen), daher gibt es keine Hashes zum Vergleichen</translation>
    </message>
    <message>
        <source>Run `ling-desk model download` again: it fetches them anew.</source>
        <translation>Führen Sie `ling-desk model download` erneut aus: Es holt sie neu.</translation>
    </message>
    <message>
        <source>checking {file} ({i} of {n})</source>
        <translation>{file} wird geprüft ({i} von {n})</translation>
    </message>
    <message>
        <source>{file} differs from the hub's listing ({why})</source>
        <translation>{file} weicht von der Liste des Hubs ab ({why})</translation>
    </message>
    <message>
        <source>Ling Desk connects beyond this machine only when you ask, in three places: Download model (step 2) fetches the checkpoint from the Hugging Face hub, or HF_ENDPOINT, through huggingface_hub; Create engine environment (step 1) has pip fetch SGLang and its packages from the Python package index, or the index or wheel folder in LING_DESK_PIP_ARGS; and an MCP tool server you add in Settings &gt; Tools reaches whatever that server reaches. The engine itself always runs offline.</source>
        <translation>Ling Desk verbindet sich nur auf Ihren Wunsch über diesen Rechner hinaus, an drei Stellen: „Modell herunterladen“ (Schritt 2) holt den Checkpoint über huggingface_hub vom Hugging Face Hub oder von HF_ENDPOINT; „Engine-Umgebung anlegen“ (Schritt 1) lässt pip SGLang und seine Pakete aus dem Python-Paketindex holen oder aus dem Index bzw. Wheel-Ordner in LING_DESK_PIP_ARGS; und ein MCP-Tool-Server, den Sie unter Einstellungen &gt; Tools hinzufügen, erreicht alles, was dieser Server erreicht. Die Engine selbst läuft immer offline.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop what the step {title} is doing</source>
        <translation>Beenden, was der Schritt „{title}“ gerade tut</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>Set-up step {title}</source>
        <translation>Einrichtungsschritt „{title}“</translation>
    </message>
    <message>
        <source>Press Create engine environment (a venv in Ling Desk's data folder with sglang 0.5.23 and humming-kernels), or Choose existing… to point at an environment's Python.</source>
        <translation>Klicken Sie auf „Engine-Umgebung anlegen“ (ein venv im Datenordner von Ling Desk mit sglang 0.5.23 und humming-kernels) oder auf „Vorhandene wählen …“, um auf das Python einer Umgebung zu zeigen.</translation>
    </message>
    <message>
        <source>Press Download model (about 60 GB), or Choose folder… for a checkpoint already on this machine.</source>
        <translation>Klicken Sie auf „Modell herunterladen“ (etwa 60 GB) oder, für einen Checkpoint, der schon auf diesem Rechner liegt, auf „Ordner wählen …“.</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine ({launcher}), so Ling Desk creates and checks no engine environment for it. Settings &gt; Engine changes the launcher.</source>
        <translation>Ihr eigener Starter startet die Engine ({launcher}), daher legt Ling Desk dafür keine Engine-Umgebung an und prüft keine. Unter Einstellungen &gt; Engine ändern Sie den Starter.</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>ready (with a warning)</source>
        <translation>bereit (mit Warnung)</translation>
    </message>
    <message>
        <source>to do</source>
        <translation>zu erledigen</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>checking</source>
        <translation>wird geprüft</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>Abhilfe: {fix}</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Technische Details: {detail}</translation>
    </message>
    <message>
        <source>Set-up steps</source>
        <translation>Einrichtungsschritte</translation>
    </message>
    <message>
        <source>What the engine needs before it can start</source>
        <translation>Was die Engine braucht, bevor sie starten kann</translation>
    </message>
    <message>
        <source>Set up Ling Desk</source>
        <translation>Ling Desk einrichten</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>Zurück zum Chat</translation>
    </message>
    <message>
        <source>Leave set-up; the chat and your history are as you left them (Esc)</source>
        <translation>Einrichtung verlassen; Chat und Verlauf sind, wie Sie sie verlassen haben (Esc)</translation>
    </message>
    <message>
        <source>On the set-up page: back to the chat</source>
        <translation>Auf der Einrichtungsseite: zurück zum Chat</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Create engine environment</source>
        <translation>Engine-Umgebung anlegen</translation>
    </message>
    <message>
        <source>Choose existing…</source>
        <translation>Vorhandene wählen …</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Download model</source>
        <translation>Modell herunterladen</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen …</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start the engine</source>
        <translation>Engine starten</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine; Ling Desk gives it the Ling-3.0-flash checkpoint's folder. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>Ihr eigener Starter startet die Engine; Ling Desk gibt ihm den Ordner des Ling-3.0-flash-Checkpoints. Jeder Schritt unten sagt, was fehlt, und bietet die eine Aktion an, die es behebt.</translation>
    </message>
    <message>
        <source>Before the first answer, Ling Desk needs an engine environment (SGLang) and the Ling-3.0-flash checkpoint. Each step below says what is missing and offers the one action that fixes it.</source>
        <translation>Vor der ersten Antwort braucht Ling Desk eine Engine-Umgebung (SGLang) und den Ling-3.0-flash-Checkpoint. Jeder Schritt unten sagt, was fehlt, und bietet die eine Aktion an, die es behebt.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Step 2 (Model) fixes it: Download model fetches the checkpoint, or Choose folder… takes a copy already on this machine.</source>
        <translation>Schritt 2 (Modell) behebt es: „Modell herunterladen“ holt den Checkpoint, oder „Ordner wählen …“ nimmt eine Kopie, die schon auf diesem Rechner liegt.</translation>
    </message>
    <message>
        <source>Your custom launcher starts the engine, so this page cannot install into its environment: install sglang 0.5.23 with humming-kernels where your launcher runs, or remove the launcher in Settings &gt; Engine so step 1 can set it up.</source>
        <translation>Ihr eigener Starter startet die Engine, daher kann diese Seite nichts in seine Umgebung installieren: Installieren Sie sglang 0.5.23 mit humming-kernels dort, wo Ihr Starter läuft, oder entfernen Sie den Starter unter Einstellungen &gt; Engine, damit Schritt 1 die Umgebung einrichten kann.</translation>
    </message>
    <message>
        <source>Step 1 (Engine environment) fixes it: Create engine environment installs it again (sglang 0.5.23 with humming-kernels and Ling Desk's part inside the engine); what is already there is kept. Then step 3 restarts the engine.</source>
        <translation>Schritt 1 (Engine-Umgebung) behebt es: „Engine-Umgebung anlegen“ installiert sie erneut (sglang 0.5.23 mit humming-kernels und dem Teil von Ling Desk in der Engine); was schon da ist, bleibt erhalten. Danach startet Schritt 3 die Engine neu.</translation>
    </message>
    <message>
        <source>Fixing: {names}. {what}</source>
        <translation>Zu beheben: {names}. {what}</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>could not check</source>
        <translation>Prüfung nicht möglich</translation>
    </message>
    <message>
        <source>to fix where your launcher runs</source>
        <translation>dort zu beheben, wo Ihr Starter läuft</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>Restart the engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>ready to restart</source>
        <translation>bereit zum Neustart</translation>
    </message>
    <message>
        <source>The engine runs as it was set up: once the step above is done, restart it so it uses what set-up installed.</source>
        <translation>Die Engine läuft so, wie sie eingerichtet war: Sobald der Schritt oben erledigt ist, starten Sie sie neu, damit sie verwendet, was die Einrichtung installiert hat.</translation>
    </message>
    <message>
        <source>ready to start</source>
        <translation>bereit zum Start</translation>
    </message>
    <message>
        <source>Both pieces are in place: start the engine, and Ling Desk proves each optimization as it comes up.</source>
        <translation>Beide Teile sind da: Starten Sie die Engine, und Ling Desk weist beim Hochfahren jede Optimierung nach.</translation>
    </message>
    <message>
        <source>Needs the engine environment and the model first.</source>
        <translation>Braucht zuerst die Engine-Umgebung und das Modell.</translation>
    </message>
    <message>
        <source>Needs the engine environment first.</source>
        <translation>Braucht zuerst die Engine-Umgebung.</translation>
    </message>
    <message>
        <source>Needs the model first.</source>
        <translation>Braucht zuerst das Modell.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Resume ({left} left)</source>
        <translation>Fortsetzen (noch {left})</translation>
    </message>
    <message>
        <source>Resume download ({kept} of {total} kept)</source>
        <translation>Download fortsetzen ({kept} von {total} behalten)</translation>
    </message>
    <message>
        <source>Download in progress, {done} of {total}: quit and resume later?</source>
        <translation>Download läuft, {done} von {total}: beenden und später fortsetzen?</translation>
    </message>
    <message>
        <source>Download in progress: quit and resume later?</source>
        <translation>Download läuft: beenden und später fortsetzen?</translation>
    </message>
    <message>
        <source>The engine environment is being created ({elapsed} so far): quit and finish it later? What pip installed is kept.</source>
        <translation>Die Engine-Umgebung wird gerade angelegt (bisher {elapsed}): beenden und später abschließen? Was pip installiert hat, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet …</translation>
    </message>
    <message>
        <source>Cancelled. What was done is kept: the same button finishes the rest.</source>
        <translation>Abgebrochen. Was erledigt ist, bleibt erhalten: Dieselbe Schaltfläche erledigt den Rest.</translation>
    </message>
    <message>
        <source>Connection lost: {done} of {total} kept. Resume fetches the {left} left.</source>
        <translation>Verbindung unterbrochen: {done} von {total} behalten. „Fortsetzen“ holt die restlichen {left}.</translation>
    </message>
    <message>
        <source>Detail: {cause}</source>
        <translation>Details: {cause}</translation>
    </message>
    <message>
        <source>Failed: {error}</source>
        <translation>Fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>pip: {package} — {file} {done} of {total}</source>
        <translation>pip: {package} — {file} {done} von {total}</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file} ({size})</source>
        <translation>pip: {package} wird heruntergeladen — {file} ({size})</translation>
    </message>
    <message>
        <source>pip: downloading {package} — {file}</source>
        <translation>pip: {package} wird heruntergeladen — {file}</translation>
    </message>
    <message>
        <source>{time} so far</source>
        <translation>bisher {time}</translation>
    </message>
    <message>
        <source>{size} fetched</source>
        <translation>{size} geholt</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) so far</source>
        <translation>
            <numerusform>bisher %n Paket</numerusform>
            <numerusform>bisher %n Pakete</numerusform>
        </translation>
    </message>
    <message>
        <source>torch {torch}, CUDA {cuda}, GPU capability {capability}; sglang {sglang}, humming-kernels {humming}</source>
        <translation>torch {torch}, CUDA {cuda}, GPU-Compute-Capability {capability}; sglang {sglang}, humming-kernels {humming}</translation>
    </message>
    <message>
        <source>Cannot run here: {problem}</source>
        <translation>Kann hier nicht laufen: {problem}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Protokoll: {path}</translation>
    </message>
    <message>
        <source>Python of an engine environment</source>
        <translation>Python einer Engine-Umgebung</translation>
    </message>
    <message>
        <source>probing…</source>
        <translation>wird untersucht …</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>nicht brauchbar</translation>
    </message>
    <message>
        <source>{reason}; try {attempt} of {tries} next</source>
        <translation>{reason}; als Nächstes Versuch {attempt} von {tries}</translation>
    </message>
    <message>
        <source>{file}: {done} of {size}</source>
        <translation>{file}: {done} von {size}</translation>
    </message>
    <message>
        <source>Overall {done} of {total} at {rate}, {left}</source>
        <translation>Insgesamt {done} von {total} mit {rate}, {left}</translation>
    </message>
    <message>
        <source>Verifying the folder…</source>
        <translation>Der Ordner wird geprüft …</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>verifying…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment) and step 2 (Model). The engine cannot start without them.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 1 (Engine-Umgebung) und Schritt 2 (Modell). Ohne sie kann die Engine nicht starten.</translation>
    </message>
    <message>
        <source>Finish set-up first: step 1 (Engine environment). The engine cannot start without it.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 1 (Engine-Umgebung). Ohne sie kann die Engine nicht starten.</translation>
    </message>
    <message>
        <source>Finish set-up first: step 2 (Model). The engine cannot start without it.</source>
        <translation>Schließen Sie zuerst die Einrichtung ab: Schritt 2 (Modell). Ohne es kann die Engine nicht starten.</translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message>
        <source>Settings: {problems}</source>
        <translation>Einstellungen: {problems}</translation>
    </message>
    <message>
        <source>Local API for editors and agents: {problem}</source>
        <translation>Lokale API für Editoren und Agenten: {problem}</translation>
    </message>
    <message>
        <source>Restart the engine?</source>
        <translation>Engine neu starten?</translation>
    </message>
    <message>
        <source>Engine settings changed. Restart the engine now to use them?</source>
        <translation>Die Engine-Einstellungen wurden geändert. Engine jetzt neu starten, um sie zu übernehmen?</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The new language applies when Ling Desk restarts.</source>
        <translation>Die neue Sprache gilt nach einem Neustart von Ling Desk.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Quit Ling Desk?</source>
        <translation>Ling Desk beenden?</translation>
    </message>
    <message>
        <source>Keep downloading</source>
        <translation>Weiter herunterladen</translation>
    </message>
    <message>
        <source>Keep installing</source>
        <translation>Weiter installieren</translation>
    </message>
    <message>
        <source>Quit and resume later</source>
        <translation>Beenden und später fortsetzen</translation>
    </message>
    <message>
        <source>Quit and finish later</source>
        <translation>Beenden und später abschließen</translation>
    </message>
    <message>
        <source>the history could not be written</source>
        <translation>der Verlauf konnte nicht geschrieben werden</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</source>
        <translation>
            <numerusform>%n Änderung an Ihren Chats ist noch nicht gespeichert: {why}. Ling Desk speichert sie selbst, sobald wieder Platz ist. Wenn Sie jetzt beenden, geht sie verloren.</numerusform>
            <numerusform>%n Änderungen an Ihren Chats sind noch nicht gespeichert: {why}. Ling Desk speichert sie selbst, sobald wieder Platz ist. Wenn Sie jetzt beenden, gehen sie verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit without saving?</source>
        <translation>Ohne Speichern beenden?</translation>
    </message>
    <message>
        <source>Keep Ling Desk open</source>
        <translation>Ling Desk geöffnet lassen</translation>
    </message>
    <message>
        <source>Quit and lose them</source>
        <translation>Beenden und verwerfen</translation>
    </message>
    <message>
        <source>Ling Desk is already running for {folder}; brought its window to the front.</source>
        <translation>Ling Desk läuft bereits für {folder}; sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <source>Text size not saved: {error}; it holds until Ling Desk quits</source>
        <translation>Textgröße nicht gespeichert: {error}; sie gilt, bis Ling Desk beendet wird</translation>
    </message>
    <message>
        <source>the engine crashed (the Engine panel says why and what to do)</source>
        <translation>die Engine ist abgestürzt (der Engine-Bereich nennt Grund und Abhilfe)</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine (the Engine panel says why and what to do)</source>
        <translation>Ling Desk hat die Engine gestoppt (der Engine-Bereich nennt Grund und Abhilfe)</translation>
    </message>
    <message>
        <source>the engine was stopped before it was ready</source>
        <translation>die Engine wurde gestoppt, bevor sie bereit war</translation>
    </message>
    <message>
        <source>Could not save to the history: {error}</source>
        <translation>Konnte nicht im Verlauf speichern: {error}</translation>
    </message>
    <message>
        <source>Not saved: {why}.</source>
        <translation>Nicht gespeichert: {why}.</translation>
    </message>
    <message>
        <source>The history is saved again; nothing was lost.</source>
        <translation>Der Verlauf wird wieder gespeichert; nichts ging verloren.</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be erased: {error}</source>
        <translation>Die an den Chat angehängten Dokumente konnten nicht gelöscht werden: {error}</translation>
    </message>
    <message>
        <source>The chat's attached documents could not be brought back: {error}</source>
        <translation>Die an den Chat angehängten Dokumente konnten nicht wiederhergestellt werden: {error}</translation>
    </message>
    <message>
        <source>Settings not saved: {error}; the change holds until Ling Desk quits</source>
        <translation>Einstellungen nicht gespeichert: {error}; die Änderung gilt, bis Ling Desk beendet wird</translation>
    </message>
    <message>
        <source>Link not opened</source>
        <translation>Link nicht geöffnet</translation>
    </message>
    <message>
        <source>Ling Desk opens only web and mail links:
{url}</source>
        <translation>Ling Desk öffnet nur Web- und E-Mail-Links:
{url}</translation>
    </message>
    <message>
        <source>Open link outside Ling Desk?</source>
        <translation>Link außerhalb von Ling Desk öffnen?</translation>
    </message>
    <message>
        <source>Open this link in your browser?</source>
        <translation>Diesen Link im Browser öffnen?</translation>
    </message>
    <message>
        <source>Your browser will send this whole address to {site}, and it leaves this machine with whatever it holds (words from this conversation too, if the link carries them). Nothing else from the conversation is sent.</source>
        <translation>Ihr Browser sendet diese vollständige Adresse an {site}, und sie verlässt diesen Rechner mit allem, was sie enthält (auch Wörter aus diesem Chat, falls der Link sie trägt). Sonst wird nichts aus dem Chat gesendet.</translation>
    </message>
    <message>
        <source>that site</source>
        <translation>diese Website</translation>
    </message>
    <message>
        <source>Move aside and start fresh</source>
        <translation>Beiseitelegen und neu beginnen</translation>
    </message>
    <message>
        <source>Ling Desk: history damaged</source>
        <translation>Ling Desk: Verlauf beschädigt</translation>
    </message>
    <message>
        <source>The chat history cannot be read: the file is damaged.</source>
        <translation>Der Chatverlauf kann nicht gelesen werden: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>Ling Desk can move this file aside (it is kept beside the new one, never deleted, for a repair tool or a backup) and start with an empty history. Or quit and deal with the file yourself.</source>
        <translation>Ling Desk kann diese Datei beiseitelegen (sie bleibt neben der neuen erhalten und wird nie gelöscht, für ein Reparaturwerkzeug oder eine Sicherung) und mit einem leeren Verlauf beginnen. Oder Sie beenden das Programm und kümmern sich selbst um die Datei.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Ling Desk: history locked</source>
        <translation>Ling Desk: Verlauf gesperrt</translation>
    </message>
    <message>
        <source>The chat history cannot be opened with this data key. The file is not damaged: the key is the wrong one, so Ling Desk quits and leaves the file as it is.</source>
        <translation>Der Chatverlauf lässt sich mit diesem Datenschlüssel nicht öffnen. Die Datei ist nicht beschädigt: Es ist der falsche Schlüssel. Ling Desk wird daher beendet und lässt die Datei unverändert.</translation>
    </message>
    <message>
        <source>History locked: wrong key</source>
        <translation>Verlauf gesperrt: falscher Schlüssel</translation>
    </message>
    <message>
        <source>The damaged history was moved to {path}; this is a fresh one.</source>
        <translation>Der beschädigte Verlauf wurde nach {path} verschoben; dies ist ein neuer.</translation>
    </message>
    <message>
        <source>Ling Desk: the disk is full</source>
        <translation>Ling Desk: Der Datenträger ist voll</translation>
    </message>
    <message>
        <source>Locked — Ling Desk</source>
        <translation>Gesperrt — Ling Desk</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Your passphrase unlocks Ling Desk again</source>
        <translation>Ihre Passphrase entsperrt Ling Desk wieder</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Entsperren</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running. Enter your passphrase to unlock.</source>
        <translation>Ling Desk war inaktiv, daher sind Ihre Chats ausgeblendet. Die Engine läuft weiter. Geben Sie Ihre Passphrase ein, um zu entsperren.</translation>
    </message>
    <message>
        <source>Ling Desk was idle, so your conversations are hidden. The engine is still running.</source>
        <translation>Ling Desk war inaktiv, daher sind Ihre Chats ausgeblendet. Die Engine läuft weiter.</translation>
    </message>
    <message>
        <source>That passphrase does not unlock Ling Desk; try again.</source>
        <translation>Diese Passphrase entsperrt Ling Desk nicht; bitte erneut versuchen.</translation>
    </message>
    <message>
        <source>Alt+Down or F4</source>
        <translation>Alt+Down oder F4</translation>
    </message>
    <message>
        <source>Open the focused button's menu (Attach: a folder, the library, presets)</source>
        <translation>Menü der fokussierten Schaltfläche öffnen (Anhängen: ein Ordner, die Bibliothek, Vorlagen)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Chats</source>
        <translation>Chats</translation>
    </message>
    <message>
        <source>Show or hide the conversation list (Ctrl+Shift+B)</source>
        <translation>Chatliste ein- oder ausblenden (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Show or hide the engine panel</source>
        <translation>Engine-Bereich ein- oder ausblenden</translation>
    </message>
    <message>
        <source>the last conversation</source>
        <translation>den letzten Chat</translation>
    </message>
    <message>
        <source>Local API alarm</source>
        <translation>Alarm der lokalen API</translation>
    </message>
    <message>
        <source>Connect an app…</source>
        <translation>App verbinden …</translation>
    </message>
    <message>
        <source>Connect an app</source>
        <translation>App verbinden</translation>
    </message>
    <message>
        <source>Open the page that says how apps reach Ling</source>
        <translation>Seite öffnen, die zeigt, wie Apps Ling erreichen</translation>
    </message>
    <message>
        <source>⇄ serving {names}</source>
        <translation>⇄ bedient {names}</translation>
    </message>
    <message>
        <source>The engine is answering a request from {names} through the local API.</source>
        <translation>Die Engine beantwortet über die lokale API eine Anfrage von {names}.</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Import conversation (JSON)…</source>
        <translation>Chat importieren (JSON) …</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Als Markdown exportieren …</translation>
    </message>
    <message>
        <source>Export as JSON…</source>
        <translation>Als JSON exportieren …</translation>
    </message>
    <message>
        <source>Documents…</source>
        <translation>Dokumente …</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen …</translation>
    </message>
    <message>
        <source>Activity log…</source>
        <translation>Aktivitätsprotokoll …</translation>
    </message>
    <message>
        <source>The activity log: who used what, proven unchanged</source>
        <translation>Das Aktivitätsprotokoll: wer was genutzt hat, nachweislich unverändert</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Search history</source>
        <translation>Verlauf durchsuchen</translation>
    </message>
    <message>
        <source>Copy last code block</source>
        <translation>Letzten Codeblock kopieren</translation>
    </message>
    <message>
        <source>Ask about the clipboard</source>
        <translation>Zur Zwischenablage fragen</translation>
    </message>
    <message>
        <source>Rename chat</source>
        <translation>Chat umbenennen</translation>
    </message>
    <message>
        <source>Conversation settings…</source>
        <translation>Chat-Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Side panel</source>
        <translation>Seitenleiste</translation>
    </message>
    <message>
        <source>The side panel: a narrow chat, always on top</source>
        <translation>Die Seitenleiste: ein schmaler Chat, immer im Vordergrund</translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation>Chatliste</translation>
    </message>
    <message>
        <source>Show or hide the conversation list</source>
        <translation>Chatliste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>E&amp;ngine</source>
        <translation>E&amp;ngine</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Show log…</source>
        <translation>Protokoll anzeigen …</translation>
    </message>
    <message>
        <source>Connect an app (editors, agents)…</source>
        <translation>App verbinden (Editoren, Agenten) …</translation>
    </message>
    <message>
        <source>Benchmark: the optimization ladder…</source>
        <translation>Benchmark: die Optimierungsleiter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Stop the answer; in the search, clear it</source>
        <translation>Antwort anhalten; in der Suche: Suche leeren</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Larger text (the window and the chat)</source>
        <translation>Größere Schrift (Fenster und Chat)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Actual size</source>
        <translation>Originalgröße</translation>
    </message>
    <message>
        <source>Text at its usual size</source>
        <translation>Schrift in normaler Größe</translation>
    </message>
    <message>
        <source>Restored “{title}”.</source>
        <translation>„{title}“ wiederhergestellt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Details…</source>
        <translation>Details …</translation>
    </message>
    <message>
        <source>{what} failed: {error}</source>
        <translation>{what} fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>A background job</source>
        <translation>Ein Hintergrundauftrag</translation>
    </message>
    <message>
        <source>The headless verbs need no display: `ling-desk check`, `ling-desk serve`, `ling-desk engine-command`.</source>
        <translation>Die Befehle ohne Oberfläche brauchen keine Anzeige: `ling-desk check`, `ling-desk serve`, `ling-desk engine-command`.</translation>
    </message>
    <message>
        <source>On Debian or Ubuntu: sudo apt install {packages}.</source>
        <translation>Unter Debian oder Ubuntu: sudo apt install {packages}.</translation>
    </message>
    <message>
        <source>Install the packages that provide {libs}.</source>
        <translation>Installieren Sie die Pakete, die {libs} bereitstellen.</translation>
    </message>
    <message>
        <source>Qt's {what} platform plugin cannot load: missing {libs}.</source>
        <translation>Das Qt-Plattform-Plugin {what} kann nicht geladen werden: Es fehlt {libs}.</translation>
    </message>
    <message>
        <source>no display: neither DISPLAY nor WAYLAND_DISPLAY is set, so the window cannot open. Start Ling Desk from a desktop session (or over ssh -X). {hint}</source>
        <translation>keine Anzeige: Weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt, daher kann das Fenster nicht geöffnet werden. Starten Sie Ling Desk aus einer Desktop-Sitzung (oder über ssh -X). {hint}</translation>
    </message>
    <message>
        <source>no display: the Wayland display {name} cannot be reached. {hint}</source>
        <translation>keine Anzeige: Die Wayland-Anzeige {name} ist nicht erreichbar. {hint}</translation>
    </message>
    <message>
        <source>no display: DISPLAY is not set, and Qt's xcb platform needs it. {hint}</source>
        <translation>keine Anzeige: DISPLAY ist nicht gesetzt, die xcb-Plattform von Qt braucht es aber. {hint}</translation>
    </message>
    <message>
        <source>no display: the X display {name} cannot be reached (is the X server running, and may this user connect to it?). {hint}</source>
        <translation>keine Anzeige: Die X-Anzeige {name} ist nicht erreichbar (läuft der X-Server, und darf dieser Benutzer sich verbinden?). {hint}</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <source>the window cannot open: Qt said: {message} {hint}</source>
        <translation>das Fenster kann nicht geöffnet werden: Qt meldet: {message} {hint}</translation>
    </message>
    <message>
        <source>The Ling Desk using {folder} is stopping its engine and closing. Start Ling Desk again once it has closed.</source>
        <translation>Das Ling Desk, das {folder} verwendet, stoppt gerade seine Engine und wird geschlossen. Starten Sie Ling Desk erneut, sobald es geschlossen ist.</translation>
    </message>
    <message>
        <source>Ling Desk is closing</source>
        <translation>Ling Desk wird geschlossen</translation>
    </message>
    <message>
        <source>Ling Desk is already running</source>
        <translation>Ling Desk läuft bereits</translation>
    </message>
    <message>
        <source>Stopping the engine…</source>
        <translation>Engine wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once the engine and every process it started have stopped. An engine that stopped answering is forced to stop after a few seconds.</source>
        <translation>Ling Desk wird geschlossen, sobald die Engine und alle von ihr gestarteten Prozesse gestoppt sind. Eine Engine, die nicht mehr antwortet, wird nach wenigen Sekunden zwangsweise gestoppt.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping pip</source>
        <translation>Ling Desk: pip wird gestoppt</translation>
    </message>
    <message>
        <source>Stopping the engine-environment job…</source>
        <translation>Engine-Umgebungs-Auftrag wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once pip and every process it started have stopped. What pip installed is kept: pressing Create engine environment again finishes the rest.</source>
        <translation>Ling Desk wird geschlossen, sobald pip und alle von ihm gestarteten Prozesse gestoppt sind. Was pip installiert hat, bleibt erhalten: Ein erneuter Klick auf „Engine-Umgebung erstellen“ erledigt den Rest.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the download</source>
        <translation>Ling Desk: Download wird gestoppt</translation>
    </message>
    <message>
        <source>Stopping the download…</source>
        <translation>Download wird gestoppt …</translation>
    </message>
    <message>
        <source>Ling Desk closes once the download has stopped. What came is kept: the next start offers to resume it.</source>
        <translation>Ling Desk wird geschlossen, sobald der Download gestoppt ist. Was bereits da ist, bleibt erhalten: Beim nächsten Start wird angeboten, ihn fortzusetzen.</translation>
    </message>
    <message>
        <source>Ling Desk: stopping the engine</source>
        <translation>Ling Desk: Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Ling Desk: unlock your data</source>
        <translation>Ling Desk: Daten entsperren</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Copying the data into the new file</source>
        <translation>Daten werden in die neue Datei kopiert</translation>
    </message>
    <message>
        <source>Checking the copy</source>
        <translation>Kopie wird geprüft</translation>
    </message>
    <message>
        <source>Putting the new file in place</source>
        <translation>Neue Datei wird eingesetzt</translation>
    </message>
    <message>
        <source>Erasing the old file</source>
        <translation>Alte Datei wird gelöscht</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Enter your passphrase</source>
        <translation>Passphrase eingeben</translation>
    </message>
    <message>
        <source>What to enter</source>
        <translation>Was einzugeben ist</translation>
    </message>
    <message>
        <source>Choose where to keep the data key</source>
        <translation>Aufbewahrungsort des Datenschlüssels wählen</translation>
    </message>
    <message>
        <source>Why you are asked</source>
        <translation>Warum Sie gefragt werden</translation>
    </message>
    <message>
        <source>Protect the key with a passphrase that I enter at each start.</source>
        <translation>Den Schlüssel mit einer Passphrase schützen, die ich bei jedem Start eingebe.</translation>
    </message>
    <message>
        <source>Use a passphrase</source>
        <translation>Passphrase verwenden</translation>
    </message>
    <message>
        <source>Keep the key in a file in my config folder.</source>
        <translation>Den Schlüssel in einer Datei in meinem Konfigurationsordner aufbewahren.</translation>
    </message>
    <message>
        <source>Use a key file</source>
        <translation>Schlüsseldatei verwenden</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>Passphrase wiederholen</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <translation>Dieselbe Passphrase noch einmal</translation>
    </message>
    <message>
        <source>The two passphrases are not the same.</source>
        <translation>Die beiden Passphrasen stimmen nicht überein.</translation>
    </message>
    <message>
        <source>Warning: {warning}</source>
        <translation>Warnung: {warning}</translation>
    </message>
    <message>
        <source>Key file warning</source>
        <translation>Warnung zur Schlüsseldatei</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Enter your recovery key</source>
        <translation>Wiederherstellungsschlüssel eingeben</translation>
    </message>
    <message>
        <source>Recovery key</source>
        <translation>Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Ling Desk: your recovery key</source>
        <translation>Ling Desk: Ihr Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Your recovery key</source>
        <translation>Ihr Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>A new key encrypts your history and documents. This recovery key opens them if the key's store is ever lost (a new machine, a forgotten passphrase). It is shown only this once: copy it, save it or print it, and keep it somewhere safe, away from this computer.</source>
        <translation>Ein neuer Schlüssel verschlüsselt Ihren Verlauf und Ihre Dokumente. Dieser Wiederherstellungsschlüssel öffnet sie, falls der Aufbewahrungsort des Schlüssels verloren geht (ein neuer Rechner, eine vergessene Passphrase). Er wird nur dieses eine Mal angezeigt: Kopieren, speichern oder drucken Sie ihn und bewahren Sie ihn sicher auf, getrennt von diesem Computer.</translation>
    </message>
    <message>
        <source>About the recovery key</source>
        <translation>Über den Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the recovery key</source>
        <translation>Wiederherstellungsschlüssel kopieren</translation>
    </message>
    <message>
        <source>Save to file…</source>
        <translation>In Datei speichern …</translation>
    </message>
    <message>
        <source>Save the recovery key to a file</source>
        <translation>Wiederherstellungsschlüssel in einer Datei speichern</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken …</translation>
    </message>
    <message>
        <source>Print the recovery key</source>
        <translation>Wiederherstellungsschlüssel drucken</translation>
    </message>
    <message>
        <source>I have stored the recovery key somewhere safe.</source>
        <translation>Ich habe den Wiederherstellungsschlüssel sicher aufbewahrt.</translation>
    </message>
    <message>
        <source>I have stored the recovery key</source>
        <translation>Ich habe den Wiederherstellungsschlüssel aufbewahrt</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschehen ist</translation>
    </message>
    <message>
        <source>The recovery key was copied. Paste it somewhere safe.</source>
        <translation>Der Wiederherstellungsschlüssel wurde kopiert. Fügen Sie ihn an einem sicheren Ort ein.</translation>
    </message>
    <message>
        <source>Save the recovery key</source>
        <translation>Wiederherstellungsschlüssel speichern</translation>
    </message>
    <message>
        <source>Ling Desk recovery key</source>
        <translation>Ling Desk – Wiederherstellungsschlüssel</translation>
    </message>
    <message>
        <source>The recovery key could not be saved to {path}: {why}.</source>
        <translation>Der Wiederherstellungsschlüssel konnte nicht in {path} gespeichert werden: {why}.</translation>
    </message>
    <message>
        <source>The recovery key was saved to {path} (readable only by you).</source>
        <translation>Der Wiederherstellungsschlüssel wurde in {path} gespeichert (nur für Sie lesbar).</translation>
    </message>
    <message>
        <source>Encrypting your data…</source>
        <translation>Ihre Daten werden verschlüsselt …</translation>
    </message>
    <message>
        <source>Decrypting your data…</source>
        <translation>Ihre Daten werden entschlüsselt …</translation>
    </message>
    <message>
        <source>Ling Desk: converting your data</source>
        <translation>Ling Desk: Daten werden umgewandelt</translation>
    </message>
    <message>
        <source>What is being done</source>
        <translation>Was gerade geschieht</translation>
    </message>
    <message>
        <source>Encrypting your data: file {i} of {n} ({name}).</source>
        <translation>Ihre Daten werden verschlüsselt: Datei {i} von {n} ({name}).</translation>
    </message>
    <message>
        <source>Decrypting your data: file {i} of {n} ({name}).</source>
        <translation>Ihre Daten werden entschlüsselt: Datei {i} von {n} ({name}).</translation>
    </message>
    <message>
        <source>Ling Desk: your data stays locked</source>
        <translation>Ling Desk: Ihre Daten bleiben gesperrt</translation>
    </message>
    <message>
        <source>Your data stays locked</source>
        <translation>Ihre Daten bleiben gesperrt</translation>
    </message>
    <message>
        <source>Your data could not be encrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>Ihre Daten konnten nicht verschlüsselt werden: {error}. Jede Datei ist entweder vollständig umgewandelt oder unverändert; starten Sie Ling Desk erneut, um fortzufahren.</translation>
    </message>
    <message>
        <source>Your data could not be decrypted: {error}. Each file is either converted whole or left as it was; start Ling Desk again to go on.</source>
        <translation>Ihre Daten konnten nicht entschlüsselt werden: {error}. Jede Datei ist entweder vollständig umgewandelt oder unverändert; starten Sie Ling Desk erneut, um fortzufahren.</translation>
    </message>
    <message>
        <source>Open a conversation to export it.</source>
        <translation>Öffnen Sie einen Chat, um ihn zu exportieren.</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Chat exportieren</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportiert nach {path}</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>Es läuft bereits ein Import.</translation>
    </message>
    <message>
        <source>Import conversation</source>
        <translation>Chat importieren</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Datei wird gelesen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was added.</source>
        <translation>Import abgebrochen; nichts wurde hinzugefügt.</translation>
    </message>
    <message>
        <source>The import failed and nothing was added: {error}</source>
        <translation>Der Import ist fehlgeschlagen, nichts wurde hinzugefügt: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>%n Chat importiert.</numerusform>
            <numerusform>%n Chats importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Import fehlgeschlagen</translation>
    </message>
    <message>
        <source>Choose the Ling-3.0-flash model folder</source>
        <translation>Modellordner von Ling-3.0-flash wählen</translation>
    </message>
    <message>
        <source>{holder}: Cancel the benchmark to use it for chat.</source>
        <translation>{holder}: Brechen Sie den Benchmark ab, um sie für den Chat zu nutzen.</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>(the engine has printed nothing yet)</source>
        <translation>(die Engine hat noch nichts ausgegeben)</translation>
    </message>
    <message>
        <source>Last lines; the full log is {path}</source>
        <translation>Letzte Zeilen; das vollständige Protokoll liegt in {path}</translation>
    </message>
    <message>
        <source>Enter or Ctrl+Enter</source>
        <translation>Enter oder Strg+Enter</translation>
    </message>
    <message>
        <source>Send the message (in the message box)</source>
        <translation>Nachricht senden (im Eingabefeld)</translation>
    </message>
    <message>
        <source>New line (in the message box)</source>
        <translation>Neue Zeile (im Eingabefeld)</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine wird gestoppt</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not started</source>
        <translation>Engine nicht gestartet</translation>
    </message>
    <message>
        <source>All your data was erased.</source>
        <translation>Alle Ihre Daten wurden gelöscht.</translation>
    </message>
    <message numerus="yes">
        <source>Erased %n conversation(s) unused for over {days} days (Settings &gt; Privacy).</source>
        <translation>
            <numerusform>%n Chat gelöscht, der über {days} Tage nicht benutzt wurde (Einstellungen &gt; Datenschutz).</numerusform>
            <numerusform>%n Chats gelöscht, die über {days} Tage nicht benutzt wurden (Einstellungen &gt; Datenschutz).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was deleted</source>
        <translation>Nichts wurde gelöscht</translation>
    </message>
    <message>
        <source>An answer is still being written. Stop it (Esc), then delete your data.</source>
        <translation>Es wird noch eine Antwort geschrieben. Stoppen Sie sie (Esc) und löschen Sie dann Ihre Daten.</translation>
    </message>
    <message>
        <source>Your data was erased, except: {problems}</source>
        <translation>Ihre Daten wurden gelöscht, außer: {problems}</translation>
    </message>
    <message>
        <source>Ling Desk did not reopen “{title}”: it could not be shown last time; open it from the list.</source>
        <translation>Ling Desk hat „{title}“ nicht wieder geöffnet: Der Chat konnte beim letzten Mal nicht angezeigt werden; öffnen Sie ihn in der Liste.</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <source>Engine checks</source>
        <translation>Engine-Prüfungen</translation>
    </message>
    <message>
        <source>Each check's verdict; a row opens its evidence</source>
        <translation>Das Ergebnis jeder Prüfung; eine Zeile öffnet ihren Nachweis</translation>
    </message>
    <message>
        <source>Engine log</source>
        <translation>Engine-Protokoll</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Replies are slower than expected ({what}): see Engine.</source>
        <translation>Antworten sind langsamer als erwartet ({what}): siehe Engine.</translation>
    </message>
    <message>
        <source>Open the set-up page's step 2 (Model): Download model fetches Ling-3.0-flash (about 60 GB), or Choose folder… takes a copy already on this machine.</source>
        <translation>Öffnen Sie Schritt 2 (Modell) der Einrichtung: „Modell herunterladen“ holt Ling-3.0-flash (etwa 60 GB), „Ordner wählen …“ nimmt eine Kopie, die schon auf diesem Rechner liegt.</translation>
    </message>
    <message>
        <source>Fix the setting named above in Settings &gt; Engine, then start again.</source>
        <translation>Korrigieren Sie die oben genannte Einstellung unter Einstellungen &gt; Engine und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>Check the engine environment's Python or the launcher in Settings &gt; Engine.</source>
        <translation>Prüfen Sie das Python der Engine-Umgebung oder den Starter unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Start it again: a first start compiles kernels and can be slow. If it stops at the same stage again, read the log (Show log); raise the ready timeout in Settings &gt; Engine if this machine is simply slow.</source>
        <translation>Erneut starten: Ein erster Start kompiliert Kernel und kann dauern. Bleibt sie wieder an derselben Stelle stehen, lesen Sie das Protokoll (Protokoll zeigen); ist der Rechner einfach langsam, erhöhen Sie die Bereitschaftsfrist unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Checking that a tool call comes back structured.</source>
        <translation>Es wird geprüft, ob ein Tool-Aufruf strukturiert zurückkommt.</translation>
    </message>
    <message>
        <source>Not running: what happened and what to do are in the red card above.</source>
        <translation>Läuft nicht: Was passiert ist und was zu tun ist, steht in der roten Karte oben.</translation>
    </message>
    <message>
        <source>Engine stopped</source>
        <translation>Engine gestoppt</translation>
    </message>
    <message>
        <source>Engine starting</source>
        <translation>Engine startet</translation>
    </message>
    <message>
        <source>Engine loading</source>
        <translation>Engine lädt</translation>
    </message>
    <message>
        <source>Engine stopping</source>
        <translation>Engine stoppt</translation>
    </message>
    <message>
        <source>Starting the engine</source>
        <translation>Engine wird gestartet</translation>
    </message>
    <message>
        <source>Loading the weights</source>
        <translation>Gewichte werden geladen</translation>
    </message>
    <message>
        <source>Setting up the caches</source>
        <translation>Caches werden eingerichtet</translation>
    </message>
    <message>
        <source>Compiling Humming's kernels</source>
        <translation>Humming-Kernel werden kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs</source>
        <translation>CUDA-Graphen werden erfasst</translation>
    </message>
    <message>
        <source>Warming up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Waiting for evidence from this start.</source>
        <translation>Warten auf Nachweise aus diesem Start.</translation>
    </message>
    <message>
        <source>──── engine start {time} ────</source>
        <translation>──── Engine-Start {time} ────</translation>
    </message>
    <message>
        <source>Preparing the launch.</source>
        <translation>Start wird vorbereitet.</translation>
    </message>
    <message>
        <source>The engine stopped.</source>
        <translation>Die Engine wurde beendet.</translation>
    </message>
    <message>
        <source>Read the log.</source>
        <translation>Lesen Sie das Protokoll.</translation>
    </message>
    <message>
        <source>Engine looks stuck at {stage}</source>
        <translation>Engine hängt offenbar bei „{stage}“</translation>
    </message>
    <message>
        <source>Preparing the launch</source>
        <translation>Start wird vorbereitet</translation>
    </message>
    <message>
        <source>Loading the weights ({percent}%)</source>
        <translation>Gewichte werden geladen ({percent} %)</translation>
    </message>
    <message>
        <source>Engine could not start</source>
        <translation>Engine konnte nicht starten</translation>
    </message>
    <message>
        <source>Engine lost</source>
        <translation>Engine nicht mehr erreichbar</translation>
    </message>
    <message>
        <source>Engine crashed</source>
        <translation>Engine abgestürzt</translation>
    </message>
    <message>
        <source>Engine not answering</source>
        <translation>Engine antwortet nicht</translation>
    </message>
    <message>
        <source>Engine stopped while stuck at {stage}</source>
        <translation>Engine gestoppt, während sie bei „{stage}“ hing</translation>
    </message>
    <message numerus="yes">
        <source>Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</source>
        <translation>
            <numerusform>Ling Desks eigene Engine auf %n Rechner: Rank 0 hier, Rank 1 über `{via}`; die Protokolle beider unten, nach Rank markiert.</numerusform>
            <numerusform>Ling Desks eigene Engine auf %n Rechnern: Rank 0 hier, Rank 1 über `{via}`; die Protokolle beider unten, nach Rank markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ling Desk's own engine on this machine (127.0.0.1).</source>
        <translation>Ling Desks eigene Engine auf diesem Rechner (127.0.0.1).</translation>
    </message>
    <message>
        <source>stopped while stuck at {stage}</source>
        <translation>gestoppt, während sie bei „{stage}“ hing</translation>
    </message>
    <message>
        <source>loading weights {percent}% ({done}/{total})</source>
        <translation>Gewichte werden geladen: {percent} % ({done}/{total})</translation>
    </message>
    <message>
        <source>capturing {name} CUDA graphs</source>
        <translation>CUDA-Graphen {name} werden erfasst</translation>
    </message>
    <message>
        <source>allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>tool calling is not proven yet (the engine is not ready, or its check runs).</source>
        <translation>Tool-Aufrufe sind noch nicht nachgewiesen (die Engine ist nicht bereit, oder ihre Prüfung läuft).</translation>
    </message>
    <message>
        <source>The engine stopped answering (no answer to its health check for {seconds} s): it may be frozen or paused.</source>
        <translation>Die Engine antwortet nicht mehr (seit {seconds} s keine Antwort auf ihre Zustandsprüfung): Sie ist vielleicht eingefroren oder angehalten.</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{n} s</source>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>The engine did not become ready within {limit} (the ready timeout in Settings &gt; Engine); it was at {stage}.</source>
        <translation>Die Engine wurde nicht innerhalb von {limit} bereit (die Bereitschaftsfrist unter Einstellungen &gt; Engine); sie war bei „{stage}“.</translation>
    </message>
    <message>
        <source>The engine crashed ({how}); restarting in {seconds} s.</source>
        <translation>Die Engine ist abgestürzt ({how}); Neustart in {seconds} s.</translation>
    </message>
    <message>
        <source>No model folder is set, and no downloaded copy of Ling-3.0-flash-fp4 was found on this machine.</source>
        <translation>Es ist kein Modellordner festgelegt, und auf diesem Rechner wurde keine heruntergeladene Kopie von Ling-3.0-flash-fp4 gefunden.</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist (moved, or a drive not mounted).</source>
        <translation>Der Modellordner {path} existiert nicht (verschoben oder ein Laufwerk nicht eingehängt).</translation>
    </message>
    <message>
        <source>The folder {path} holds no config.json: it is not a model checkpoint.</source>
        <translation>Der Ordner {path} enthält keine config.json: Er ist kein Modell-Checkpoint.</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https, so its key is not sent there in clear text. Use the server's https address, or remove the key in Settings &gt; Engine.</source>
        <translation>{url} ist weder Loopback noch https, daher wird sein Schlüssel nicht im Klartext dorthin gesendet. Verwenden Sie die https-Adresse des Servers oder entfernen Sie den Schlüssel unter Einstellungen &gt; Engine.</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Kein Speicher mehr</translation>
    </message>
    <message>
        <source>Port in use</source>
        <translation>Port belegt</translation>
    </message>
    <message>
        <source>Model missing</source>
        <translation>Modell fehlt</translation>
    </message>
    <message>
        <source>CUDA error</source>
        <translation>CUDA-Fehler</translation>
    </message>
    <message>
        <source>GPU kernel fault</source>
        <translation>GPU-Kernel-Fehler</translation>
    </message>
    <message>
        <source>Python error</source>
        <translation>Python-Fehler</translation>
    </message>
    <message>
        <source>Not ready in time</source>
        <translation>Nicht rechtzeitig bereit</translation>
    </message>
    <message>
        <source>Could not launch</source>
        <translation>Start nicht möglich</translation>
    </message>
    <message>
        <source>Settings problem</source>
        <translation>Problem in den Einstellungen</translation>
    </message>
    <message>
        <source>Stopped unexpectedly</source>
        <translation>Unerwartet beendet</translation>
    </message>
    <message>
        <source>another program took its port</source>
        <translation>ein anderes Programm hat ihren Port belegt</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Abhilfe:</translation>
    </message>
    <message>
        <source>Last lines of the engine log</source>
        <translation>Letzte Zeilen des Engine-Protokolls</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Copy what happened and the log's last lines</source>
        <translation>Kopiert, was passiert ist, und die letzten Zeilen des Protokolls</translation>
    </message>
    <message>
        <source>The engine's last words before it ended</source>
        <translation>Die letzten Ausgaben der Engine, bevor sie endete</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>Start the engine again</source>
        <translation>Die Engine noch einmal starten</translation>
    </message>
    <message>
        <source>The engine stopped: {why}</source>
        <translation>Die Engine wurde beendet: {why}</translation>
    </message>
    <message>
        <source>The engine could not start: {why}</source>
        <translation>Die Engine konnte nicht starten: {why}</translation>
    </message>
    <message>
        <source>Ling Desk stopped the engine: {why}</source>
        <translation>Ling Desk hat die Engine gestoppt: {why}</translation>
    </message>
    <message>
        <source>{title} (again: attempt {attempt}, {time})</source>
        <translation>{title} (erneut: Versuch {attempt}, {time})</translation>
    </message>
    <message>
        <source>{title} ({time})</source>
        <translation>{title} ({time})</translation>
    </message>
    <message>
        <source>{summary} ({how})</source>
        <translation>{summary} ({how})</translation>
    </message>
    <message>
        <source>Technical detail: {detail}</source>
        <translation>Technische Details: {detail}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start the engine (checks run again on every start)</source>
        <translation>Engine starten (die Prüfungen laufen bei jedem Start erneut)</translation>
    </message>
    <message>
        <source>Stop the engine and every process it started</source>
        <translation>Die Engine und alle von ihr gestarteten Prozesse stoppen</translation>
    </message>
    <message>
        <source>Stop, then start again; the checks re-run</source>
        <translation>Stoppen, dann noch einmal starten; die Prüfungen laufen erneut</translation>
    </message>
    <message>
        <source>{stall} Stop or Restart it, or read the log below.</source>
        <translation>{stall} Stoppen oder starten Sie sie neu, oder lesen Sie das Protokoll unten.</translation>
    </message>
    <message>
        <source>{lent}: Cancel the benchmark to use it for chat.</source>
        <translation>{lent}: Brechen Sie den Benchmark ab, um sie für den Chat zu nutzen.</translation>
    </message>
    <message>
        <source>Not answering</source>
        <translation>Antwortet nicht</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Stopped by Ling Desk</source>
        <translation>Von Ling Desk gestoppt</translation>
    </message>
    <message>
        <source>Crashed</source>
        <translation>Abgestürzt</translation>
    </message>
    <message>
        <source>Could not start</source>
        <translation>Konnte nicht starten</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>Stoppt</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>{time} elapsed</source>
        <translation>{time} vergangen</translation>
    </message>
    <message>
        <source>last start took {time}</source>
        <translation>letzter Start dauerte {time}</translation>
    </message>
    <message>
        <source>looks stuck</source>
        <translation>hängt offenbar</translation>
    </message>
    <message>
        <source>~{time} left</source>
        <translation>noch ~{time}</translation>
    </message>
    <message>
        <source>taking longer</source>
        <translation>dauert länger</translation>
    </message>
    <message>
        <source>first start: no estimate yet</source>
        <translation>erster Start: noch keine Schätzung</translation>
    </message>
    <message>
        <source>ready in {time}</source>
        <translation>bereit nach {time}</translation>
    </message>
    <message>
        <source>no figure yet</source>
        <translation>noch kein Wert</translation>
    </message>
    <message>
        <source>{label}: {value} ({how})</source>
        <translation>{label}: {value} ({how})</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Quelle: {source}</translation>
    </message>
    <message>
        <source>tok/step</source>
        <translation>tok/Schritt</translation>
    </message>
    <message>
        <source>s</source>
        <comment>unit: seconds</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation>noch keine Daten</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Accept length</source>
        <translation>Akzeptanzlänge</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Bandwidth roofline</source>
        <translation>Bandbreiten-Roofline</translation>
    </message>
    <message>
        <source>⇄ Serving {apps} through the local API: the engine's figures are its request.</source>
        <translation>⇄ Bedient {apps} über die lokale API: Die Werte der Engine gehören zu dieser Anfrage.</translation>
    </message>
    <message>
        <source>{lent}. Its figures are in the benchmark window.</source>
        <translation>{lent}. Die Werte stehen im Benchmark-Fenster.</translation>
    </message>
    <message>
        <source>benchmark running</source>
        <translation>Benchmark läuft</translation>
    </message>
    <message>
        <source>last</source>
        <comment>the last reply's figure</comment>
        <translation>letzte</translation>
    </message>
    <message>
        <source>avg</source>
        <translation>Ø</translation>
    </message>
    <message>
        <source>engine</source>
        <comment>the engine's figure</comment>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Engine vs client: {diff}% (engine {engine}, client {client} tok/s). They differ by design a little: the engine counts its last decode-log interval, the client a whole reply.</source>
        <translation>Engine gegenüber Client: {diff} % (Engine {engine}, Client {client} tok/s). Sie weichen bauartbedingt etwas ab: Die Engine zählt ihr letztes Decode-Protokollintervall, der Client eine ganze Antwort.</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● live</translation>
    </message>
    <message>
        <source>engine not answering</source>
        <translation>Engine antwortet nicht</translation>
    </message>
    <message>
        <source>startup probe</source>
        <translation>Starttest</translation>
    </message>
    <message>
        <source>client</source>
        <comment>the client's figure</comment>
        <translation>Client</translation>
    </message>
    <message>
        <source>no reply yet</source>
        <translation>noch keine Antwort</translation>
    </message>
    <message>
        <source>last reply</source>
        <translation>letzte Antwort</translation>
    </message>
    <message>
        <source>rolling</source>
        <translation>gleitend</translation>
    </message>
    <message>
        <source>no speculative decode seen</source>
        <translation>kein spekulatives Decoding gesehen</translation>
    </message>
    <message>
        <source>of {ceiling} tok/s at {bandwidth} GB/s</source>
        <translation>von {ceiling} tok/s bei {bandwidth} GB/s</translation>
    </message>
    <message>
        <source>no bandwidth known for this GPU</source>
        <translation>Bandbreite dieser GPU unbekannt</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}% ({done}/{total} shards)</source>
        <translation>NEXTN-Entwurfsgewichte werden geladen: {percent} % ({done}/{total} Shards)</translation>
    </message>
    <message>
        <source>Loading NEXTN draft weights {percent}%</source>
        <translation>NEXTN-Entwurfsgewichte werden geladen: {percent} %</translation>
    </message>
    <message>
        <source>Loading weights {percent}% ({done}/{total} shards)</source>
        <translation>Gewichte werden geladen: {percent} % ({done}/{total} Shards)</translation>
    </message>
    <message>
        <source>Loading weights {percent}%</source>
        <translation>Gewichte werden geladen: {percent} %</translation>
    </message>
    <message>
        <source>Allocating caches</source>
        <translation>Caches werden angelegt</translation>
    </message>
    <message>
        <source>Compiling Humming kernels</source>
        <translation>Humming-Kernel werden kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total}), compiling Humming kernels on first use</source>
        <translation>CUDA-Graphen werden erfasst: {name} ({done}/{total}), Humming-Kernel werden bei erster Nutzung kompiliert</translation>
    </message>
    <message>
        <source>Capturing CUDA graphs: {name} ({done}/{total})</source>
        <translation>CUDA-Graphen werden erfasst: {name} ({done}/{total})</translation>
    </message>
    <message>
        <source>Engine says ready; waiting for /health</source>
        <translation>Engine meldet bereit; warte auf /health</translation>
    </message>
    <message>
        <source>Warming up (the engine's first request)</source>
        <translation>Aufwärmen (die erste Anfrage der Engine)</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>Alle Zeilen</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>({count} more characters, full line in engine.log)</source>
        <translation>({count} weitere Zeichen, ganze Zeile in engine.log)</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Protokoll durchsuchen</translation>
    </message>
    <message>
        <source>Enter: next match; Shift+Enter: previous match</source>
        <translation>Enter: nächster Treffer; Umschalt+Enter: vorheriger Treffer</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>Nur Treffer</translation>
    </message>
    <message>
        <source>Show only the lines that contain the search text</source>
        <translation>Nur die Zeilen zeigen, die den Suchtext enthalten</translation>
    </message>
    <message>
        <source>Which lines to show: all, warnings and errors, or one stream</source>
        <translation>Welche Zeilen gezeigt werden: alle, Warnungen und Fehler oder ein Ausgabestrom</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the selection, or every shown line when none is selected</source>
        <translation>Die Auswahl kopieren, ohne Auswahl alle gezeigten Zeilen</translation>
    </message>
    <message>
        <source>The engine's output, newest at the end</source>
        <translation>Die Ausgabe der Engine, das Neueste am Ende</translation>
    </message>
    <message>
        <source>The engine's output appears here once it starts.</source>
        <translation>Die Ausgabe der Engine erscheint hier, sobald sie startet.</translation>
    </message>
    <message>
        <source>In the engine log's search: the previous match</source>
        <translation>In der Suche im Engine-Protokoll: vorheriger Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>NEXTN MTP</source>
        <translation>NEXTN MTP</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Not checked: the engine is not running.</source>
        <translation>Nicht geprüft: Die Engine läuft nicht.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>unprovable</source>
        <translation>aus der Ferne nicht beweisbar</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>{title} failed</source>
        <translation>{title} fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n optimization(s) failed</source>
        <translation>
            <numerusform>%n Optimierung fehlgeschlagen</numerusform>
            <numerusform>%n Optimierungen fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready, slower than it should be: {what}</source>
        <translation>Bereit, aber zu langsam: {what}</translation>
    </message>
    <message>
        <source>Engine failed</source>
        <translation>Engine fehlgeschlagen</translation>
    </message>
    <message>
        <source>{titles}: warning</source>
        <translation>{titles}: Warnung</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message>
        <source>Checking optimizations ({done}/3 verified)</source>
        <translation>Optimierungen werden geprüft ({done}/3 bestätigt)</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; not provable remotely: {titles}</source>
        <translation>{on} von 3 Optimierungen bestätigt; aus der Ferne nicht beweisbar: {titles}</translation>
    </message>
    <message>
        <source>{on} of 3 optimizations verified; off: {titles}</source>
        <translation>{on} von 3 Optimierungen bestätigt; aus: {titles}</translation>
    </message>
    <message>
        <source>All 3 optimizations verified</source>
        <translation>Alle 3 Optimierungen bestätigt</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Nachweis:</translation>
    </message>
    <message>
        <source>What to do: {remedy}</source>
        <translation>Abhilfe: {remedy}</translation>
    </message>
    <message>
        <source>This check took {seconds} s to decide.</source>
        <translation>Diese Prüfung brauchte {seconds} s bis zum Ergebnis.</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <source>Show log</source>
        <translation>Protokoll zeigen</translation>
    </message>
    <message>
        <source>Copy this check's verdict, evidence and remedy</source>
        <translation>Ergebnis, Nachweis und Abhilfe dieser Prüfung kopieren</translation>
    </message>
    <message>
        <source>For the check {title}</source>
        <translation>Für die Prüfung {title}</translation>
    </message>
    <message>
        <source>{title} failed: {summary}</source>
        <translation>{title} fehlgeschlagen: {summary}</translation>
    </message>
    <message>
        <source>{title}: {status}
{summary}
Click for the evidence and the fix.</source>
        <translation>{title}: {status}
{summary}
Klicken für Nachweis und Abhilfe.</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <source>(seen in this run)</source>
        <translation>(in diesem Lauf gesehen)</translation>
    </message>
    <message>
        <source>No evidence yet.</source>
        <translation>Noch kein Nachweis.</translation>
    </message>
    <message>
        <source>Technical detail:</source>
        <translation>Technische Details:</translation>
    </message>
    <message>
        <source>Optimizations</source>
        <translation>Optimierungen</translation>
    </message>
    <message>
        <source>All checks</source>
        <translation>Alle Prüfungen</translation>
    </message>
    <message>
        <source>Show every preflight and live check, not just the six main rows</source>
        <translation>Alle Vorab- und Live-Prüfungen zeigen, nicht nur die sechs Hauptzeilen</translation>
    </message>
    <message>
        <source>Overall: red when any optimization failed, amber on a warning, grey while checks run, green only when all three are verified with evidence from this run.</source>
        <translation>Gesamt: rot, wenn eine Optimierung fehlschlug, gelb bei einer Warnung, grau während Prüfungen laufen, grün nur, wenn alle drei mit Nachweisen aus diesem Lauf bestätigt sind.</translation>
    </message>
</context>
<context>
    <name>telemetry</name>
    <message>
        <source>Decode speed (client): completion tokens generated after the first chunk, divided by the time from the first chunk to the last. Time to first token is not included.</source>
        <translation>Decode-Geschwindigkeit (Client): nach dem ersten Chunk erzeugte Completion-Token, geteilt durch die Zeit vom ersten bis zum letzten Chunk. Die Zeit bis zum ersten Token zählt nicht mit.</translation>
    </message>
    <message>
        <source>Time to first token (client): from sending the request to the arrival of the first chunk that carries generated text (thinking or answer).</source>
        <translation>Zeit bis zum ersten Token (Client): vom Senden der Anfrage bis zum Eintreffen des ersten Chunks mit erzeugtem Text (Denken oder Antwort).</translation>
    </message>
    <message>
        <source>Accept length (engine): tokens produced per verify step of speculative decoding, SGLang's spec_accept_length. 1.00 means every draft was rejected; up to 4 with 3 MTP steps.</source>
        <translation>Akzeptanzlänge (Engine): Token pro Verify-Schritt des spekulativen Decodings, SGLangs spec_accept_length. 1,00 heißt, jeder Entwurf wurde verworfen; bis zu 4 bei 3 MTP-Schritten.</translation>
    </message>
    <message>
        <source>Engine throughput (engine): SGLang's gen throughput, tokens generated per second over its last decode-log interval (--decode-log-interval steps).</source>
        <translation>Engine-Durchsatz (Engine): SGLangs gen throughput, erzeugte Token pro Sekunde über das letzte Decode-Protokollintervall (--decode-log-interval Schritte).</translation>
    </message>
    <message>
        <source>Fraction of the memory-bandwidth roofline: decode tok/s x bytes read per decoded token, divided by the GPU's peak bandwidth.</source>
        <translation>Anteil an der Speicherbandbreiten-Roofline: Decode-tok/s × gelesene Bytes pro dekodiertem Token, geteilt durch die Spitzenbandbreite der GPU.</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <source>tool server {name} is not used: {problem}</source>
        <translation>Tool-Server {name} wird nicht verwendet: {problem}</translation>
    </message>
    <message>
        <source>tool server {name}: the saved value of {names} is gone from the keyring; enter it again in Settings &gt; Tools</source>
        <translation>Tool-Server {name}: Der gespeicherte Wert von {names} fehlt im Schlüsselbund; geben Sie ihn unter Einstellungen &gt; Tools erneut ein</translation>
    </message>
    <message>
        <source>This is not valid JSON (line {line}, column {column}: {problem}).</source>
        <translation>Das ist kein gültiges JSON (Zeile {line}, Spalte {column}: {problem}).</translation>
    </message>
    <message>
        <source>Expected a JSON object like {{"mcpServers": {{"name": {{...}}}}}}.</source>
        <translation>Erwartet wird ein JSON-Objekt wie {{"mcpServers": {{"name": {{...}}}}}}.</translation>
    </message>
    <message>
        <source>No "mcpServers" object found: expected {{"mcpServers": {{"name": {{"command": ...}}}}}}.</source>
        <translation>Kein "mcpServers"-Objekt gefunden: erwartet wird {{"mcpServers": {{"name": {{"command": ...}}}}}}.</translation>
    </message>
    <message>
        <source>"mcpServers" must be an object mapping names to servers.</source>
        <translation>"mcpServers" muss ein Objekt sein, das Namen auf Server abbildet.</translation>
    </message>
    <message>
        <source>server {name}: {problem}</source>
        <translation>Server {name}: {problem}</translation>
    </message>
    <message>
        <source>a name is 1-64 letters, digits, spaces, '_' or '-', starting with one</source>
        <translation>ein Name besteht aus 1–64 Buchstaben, Ziffern, Leerzeichen, '_' oder '-' und beginnt mit einem davon</translation>
    </message>
    <message>
        <source>must be an object with a 'command' (a program) or a 'url' (an HTTP server)</source>
        <translation>muss ein Objekt mit 'command' (ein Programm) oder 'url' (ein HTTP-Server) sein</translation>
    </message>
    <message>
        <source>'type' must be a string such as "stdio" or "http"</source>
        <translation>'type' muss eine Zeichenkette wie "stdio" oder "http" sein</translation>
    </message>
    <message>
        <source>the old SSE transport is not supported; use the server's Streamable HTTP endpoint ("type": "http", usually a URL ending in /mcp)</source>
        <translation>der alte SSE-Transport wird nicht unterstützt; verwenden Sie den Streamable-HTTP-Endpunkt des Servers ("type": "http", meist eine URL, die auf /mcp endet)</translation>
    </message>
    <message>
        <source>unknown type {type}: use "stdio" or "http"</source>
        <translation>unbekannter Typ {type}: verwenden Sie "stdio" oder "http"</translation>
    </message>
    <message>
        <source>has both 'command' and 'url': give one (or set "type")</source>
        <translation>hat sowohl 'command' als auch 'url': geben Sie eines an (oder setzen Sie "type")</translation>
    </message>
    <message>
        <source>server {name}: 'confirmedRemote' is set by Ling Desk when you agree to its warning; it was ignored in pasted text</source>
        <translation>Server {name}: 'confirmedRemote' setzt Ling Desk, wenn Sie seiner Warnung zustimmen; in eingefügtem Text wurde es ignoriert</translation>
    </message>
    <message>
        <source>needs a 'command': the program that runs the server (for example "npx")</source>
        <translation>braucht ein 'command': das Programm, das den Server ausführt (zum Beispiel "npx")</translation>
    </message>
    <message>
        <source>'args' must be a list of strings</source>
        <translation>'args' muss eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <source>'cwd' must be a folder path (a string)</source>
        <translation>'cwd' muss ein Ordnerpfad sein (eine Zeichenkette)</translation>
    </message>
    <message>
        <source>needs a 'url' (for example "http://127.0.0.1:8000/mcp")</source>
        <translation>braucht eine 'url' (zum Beispiel "http://127.0.0.1:8000/mcp")</translation>
    </message>
    <message>
        <source>the url {url} is not valid ({error})</source>
        <translation>die URL {url} ist ungültig ({error})</translation>
    </message>
    <message>
        <source>the url {url} must start with http:// or https:// and name a host</source>
        <translation>die URL {url} muss mit http:// oder https:// beginnen und einen Host nennen</translation>
    </message>
    <message>
        <source>put credentials in 'headers', not in the url (user:pass@ is refused)</source>
        <translation>Zugangsdaten gehören in 'headers', nicht in die URL (user:pass@ wird abgelehnt)</translation>
    </message>
    <message>
        <source>server {name}: {host} is not on this machine; the conversation's data goes there once you agree</source>
        <translation>Server {name}: {host} ist nicht auf diesem Rechner; die Daten des Chats gehen dorthin, sobald Sie zustimmen</translation>
    </message>
    <message>
        <source>'{what}' must be an object of names to strings</source>
        <translation>'{what}' muss ein Objekt von Namen auf Zeichenketten sein</translation>
    </message>
    <message>
        <source>'{what}' value for {key} must be a string</source>
        <translation>'{what}'-Wert für {key} muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>{path} could not be read: {error}</source>
        <translation>{path} konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>its input schema is not a JSON object</source>
        <translation>sein Eingabeschema ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>its input schema has type {type}; tools take an object</source>
        <translation>sein Eingabeschema hat den Typ {type}; Tools nehmen ein Objekt</translation>
    </message>
    <message>
        <source>top level</source>
        <comment>of a schema</comment>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>its input schema is not valid JSON Schema ({where}: {problem})</source>
        <translation>sein Eingabeschema ist kein gültiges JSON Schema ({where}: {problem})</translation>
    </message>
    <message>
        <source>No tool server is named {name}.</source>
        <translation>Es gibt keinen Tool-Server namens {name}.</translation>
    </message>
    <message>
        <source>The tool server {name} is turned off.</source>
        <translation>Der Tool-Server {name} ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>{url} is not on this machine: the conversation's data would go there. Agree to that in Settings &gt; Tools first.</source>
        <translation>{url} ist nicht auf diesem Rechner: Die Daten des Chats gingen dorthin. Stimmen Sie dem zuerst unter Einstellungen &gt; Tools zu.</translation>
    </message>
    <message>
        <source>It wrote lines that are not MCP messages: {line}.</source>
        <translation>Er hat Zeilen geschrieben, die keine MCP-Nachrichten sind: {line}.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped.</source>
        <translation>Der Tool-Server {name} wurde beendet.</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message larger than {size}; Ling Desk stopped reading it there and stopped the server. It starts again when next needed.</source>
        <translation>Der Tool-Server {name} hat eine Nachricht über {size} gesendet; Ling Desk hat dort aufgehört zu lesen und den Server gestoppt. Er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool server {name} did not answer the MCP handshake within {s} s.</source>
        <translation>Der Tool-Server {name} hat den MCP-Handshake nicht innerhalb von {s} s beantwortet.</translation>
    </message>
    <message>
        <source>The tool server {name} at {url} is not reachable ({error}).</source>
        <translation>Der Tool-Server {name} unter {url} ist nicht erreichbar ({error}).</translation>
    </message>
    <message>
        <source>The tool server {name} did not start: its working folder {folder} does not exist.</source>
        <translation>Der Tool-Server {name} ist nicht gestartet: Sein Arbeitsordner {folder} existiert nicht.</translation>
    </message>
    <message>
        <source>The tool server {name} ({command}) did not start: {error}.</source>
        <translation>Der Tool-Server {name} ({command}) ist nicht gestartet: {error}.</translation>
    </message>
    <message>
        <source>The tool server {name} failed: {error}.</source>
        <translation>Der Tool-Server {name} ist fehlgeschlagen: {error}.</translation>
    </message>
    <message>
        <source>The tool server {name} is not ready.</source>
        <translation>Der Tool-Server {name} ist nicht bereit.</translation>
    </message>
    <message>
        <source>The tool {tool} failed: {error}</source>
        <translation>Das Tool {tool} ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The tool server {name} sent a message that is not valid JSON-RPC: {what}</source>
        <translation>Der Tool-Server {name} hat eine Nachricht gesendet, die kein gültiges JSON-RPC ist: {what}</translation>
    </message>
    <message>
        <source>The tool server {name} broke the protocol (it sent something that is not valid JSON-RPC: {what}); it was stopped and starts again when next needed.</source>
        <translation>Der Tool-Server {name} hat das Protokoll verletzt (er hat etwas gesendet, das kein gültiges JSON-RPC ist: {what}); er wurde gestoppt und startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool {tool} did not answer within {s} s; stopped waiting.</source>
        <translation>Das Tool {tool} hat nicht innerhalb von {s} s geantwortet; das Warten wurde beendet.</translation>
    </message>
    <message>
        <source>The result of {tool} was cut at {size}: the tool sent more than that, so Ling Desk stopped reading it and stopped the server (it starts again when next needed).</source>
        <translation>Das Ergebnis von {tool} wurde bei {size} abgeschnitten: Das Tool hat mehr gesendet, daher hat Ling Desk aufgehört zu lesen und den Server gestoppt (er startet beim nächsten Bedarf neu).</translation>
    </message>
    <message>
        <source>Its beginning:
{text}</source>
        <translation>Sein Anfang:
{text}</translation>
    </message>
    <message>
        <source>its last output: {text}</source>
        <translation>seine letzte Ausgabe: {text}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between details</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}).</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief ({details}).</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool} ({details}); it starts again when next needed.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief ({details}); er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief.</translation>
    </message>
    <message>
        <source>The tool server {name} stopped while running {tool}; it starts again when next needed.</source>
        <translation>Der Tool-Server {name} wurde beendet, während {tool} lief; er startet beim nächsten Bedarf neu.</translation>
    </message>
    <message>
        <source>Its last output: {text}</source>
        <translation>Seine letzte Ausgabe: {text}</translation>
    </message>
    <message>
        <source>It was ended by {signal}.</source>
        <translation>Er wurde durch {signal} beendet.</translation>
    </message>
    <message>
        <source>it was ended by {signal}</source>
        <translation>durch {signal} beendet</translation>
    </message>
    <message>
        <source>It exited with status {code}.</source>
        <translation>Er hat sich mit Status {code} beendet.</translation>
    </message>
    <message>
        <source>it exited with status {code}</source>
        <translation>mit Status {code} beendet</translation>
    </message>
    <message>
        <source>no such program ({name})</source>
        <translation>kein solches Programm ({name})</translation>
    </message>
    <message>
        <source>Not run: the user denied this call.</source>
        <translation>Nicht ausgeführt: Der Benutzer hat diesen Aufruf abgelehnt.</translation>
    </message>
    <message>
        <source>Not run: the limit of {rounds} tool rounds was reached.</source>
        <translation>Nicht ausgeführt: Die Grenze von {rounds} Tool-Runden wurde erreicht.</translation>
    </message>
    <message>
        <source>Not run: stopped by the user.</source>
        <translation>Nicht ausgeführt: vom Benutzer gestoppt.</translation>
    </message>
    <message>
        <source>The call failed: {error}</source>
        <translation>Der Aufruf ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The tool reported an error: {text}</source>
        <translation>Das Tool hat einen Fehler gemeldet: {text}</translation>
    </message>
    <message>
        <source>(no details)</source>
        <translation>(keine Details)</translation>
    </message>
    <message>
        <source>The secrets of MCP server {name} are kept in {path} (readable by you only) because no keyring service is available.</source>
        <translation>Die Geheimnisse des MCP-Servers {name} liegen in {path} (nur für Sie lesbar), weil kein Schlüsselbunddienst verfügbar ist.</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: wants to run</source>
        <translation>Tool {tool} auf {server}: möchte ausgeführt werden</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: running…</source>
        <translation>Tool {tool} auf {server}: läuft …</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: ran</source>
        <translation>Tool {tool} auf {server}: ausgeführt</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: failed</source>
        <translation>Tool {tool} auf {server}: fehlgeschlagen</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: not run</source>
        <translation>Tool {tool} auf {server}: nicht ausgeführt</translation>
    </message>
    <message>
        <source>Tool {tool} on {server}: {state}</source>
        <translation>Tool {tool} auf {server}: {state}</translation>
    </message>
    <message>
        <source>MCP server {server}, tool {tool}</source>
        <translation>MCP-Server {server}, Tool {tool}</translation>
    </message>
    <message>
        <source>Allow &amp;once</source>
        <translation>&amp;Einmal erlauben</translation>
    </message>
    <message>
        <source>Run this call now; ask again next time (Alt+O)</source>
        <translation>Diesen Aufruf jetzt ausführen; beim nächsten Mal wieder fragen (Alt+E)</translation>
    </message>
    <message>
        <source>&amp;Always allow this tool</source>
        <translation>Dieses Tool &amp;immer erlauben</translation>
    </message>
    <message>
        <source>Run {tool} without asking from now on (revoke in Settings &gt; Tools) (Alt+A)</source>
        <translation>{tool} ab jetzt ohne Nachfrage ausführen (widerrufen unter Einstellungen &gt; Tools) (Alt+I)</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <source>Do not run it; Ling is told it was denied (Alt+D or Esc)</source>
        <translation>Nicht ausführen; Ling erfährt, dass es abgelehnt wurde (Alt+L oder Esc)</translation>
    </message>
    <message>
        <source>Keys: Alt+O allow once · Alt+A always allow · Alt+D or Esc deny this call (the answer goes on without it)</source>
        <translation>Tasten: Alt+E einmal erlauben · Alt+I immer erlauben · Alt+L oder Esc diesen Aufruf ablehnen (die Antwort geht ohne ihn weiter)</translation>
    </message>
    <message>
        <source>Result: {text}</source>
        <translation>Ergebnis: {text}</translation>
    </message>
    <message>
        <source>Result (empty)</source>
        <translation>Ergebnis (leer)</translation>
    </message>
    <message>
        <source>Tool {tool} allowed once.</source>
        <translation>Tool {tool} einmal erlaubt.</translation>
    </message>
    <message>
        <source>Tool {tool} always allowed.</source>
        <translation>Tool {tool} immer erlaubt.</translation>
    </message>
    <message>
        <source>Tool {tool} denied.</source>
        <translation>Tool {tool} abgelehnt.</translation>
    </message>
    <message>
        <source>Permission asked: tool {tool} on {server} wants to run. Allow once, Alt+O; always allow, Alt+A; deny, Alt+D or Esc.</source>
        <translation>Berechtigung angefragt: Tool {tool} auf {server} möchte ausgeführt werden. Einmal erlauben, Alt+E; immer erlauben, Alt+I; ablehnen, Alt+L oder Esc.</translation>
    </message>
    <message>
        <source>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</source>
        <translation>{
  "mcpServers": {
    "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"]}
  }
}</translation>
    </message>
    <message>
        <source>The tool server {name} is at {url}, which is not on this machine.

When Ling uses its tools, the conversation's data (the tool's arguments, and whatever Ling puts in them from your chat and documents) leaves this machine and goes there.

Save it anyway?</source>
        <translation>Der Tool-Server {name} liegt unter {url}, also nicht auf diesem Rechner.

Wenn Ling seine Tools nutzt, verlassen die Daten des Chats (die Argumente des Tools und alles, was Ling aus Ihrem Chat und Ihren Dokumenten hineinschreibt) diesen Rechner und gehen dorthin.

Trotzdem speichern?</translation>
    </message>
    <message>
        <source>MCP servers give Ling tools. Paste a block in the common &lt;b&gt;mcpServers&lt;/b&gt; notation (as other apps' docs give it) or edit it here. Each call asks your permission first.</source>
        <translation>MCP-Server geben Ling Tools. Fügen Sie einen Block in der üblichen &lt;b&gt;mcpServers&lt;/b&gt;-Schreibweise ein (wie ihn die Dokumentation anderer Apps angibt) oder bearbeiten Sie ihn hier. Jeder Aufruf fragt zuerst nach Ihrer Erlaubnis.</translation>
    </message>
    <message>
        <source>Tool servers as JSON</source>
        <translation>Tool-Server als JSON</translation>
    </message>
    <message>
        <source>The MCP servers, in the mcpServers form other apps use; checked when you save</source>
        <translation>Die MCP-Server in der mcpServers-Form, die andere Apps nutzen; beim Speichern geprüft</translation>
    </message>
    <message>
        <source>MCP tool servers off this machine are not allowed (only servers on this machine): set by your organisation</source>
        <translation>MCP-Tool-Server außerhalb dieses Rechners sind nicht erlaubt (nur Server auf diesem Rechner): von Ihrer Organisation festgelegt</translation>
    </message>
    <message>
        <source>Check</source>
        <comment>check the servers</comment>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Read the text and list its servers, or what is wrong</source>
        <translation>Den Text lesen und seine Server auflisten, oder was daran falsch ist</translation>
    </message>
    <message>
        <source>Tool servers</source>
        <translation>Tool-Server</translation>
    </message>
    <message>
        <source>Each server, its state and its tools</source>
        <translation>Jeder Server mit Zustand und Tools</translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation>Server / Tool</translation>
    </message>
    <message>
        <source>State / description</source>
        <translation>Zustand / Beschreibung</translation>
    </message>
    <message>
        <source>Always allowed (these run without asking):</source>
        <translation>Immer erlaubt (laufen ohne Nachfrage):</translation>
    </message>
    <message>
        <source>Always allowed tools</source>
        <translation>Immer erlaubte Tools</translation>
    </message>
    <message>
        <source>These run without asking; remove one to be asked again</source>
        <translation>Diese laufen ohne Nachfrage; entfernen Sie eines, um wieder gefragt zu werden</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <source>Ask again before this tool runs</source>
        <translation>Vor dem Ausführen dieses Tools wieder fragen</translation>
    </message>
    <message>
        <source>Requests with tool calls per answer before the loop stops</source>
        <translation>Anfragen mit Tool-Aufrufen je Antwort, bevor die Schleife anhält</translation>
    </message>
    <message>
        <source>Tool rounds per answer</source>
        <translation>Tool-Runden je Antwort</translation>
    </message>
    <message>
        <source>A call gives up after</source>
        <translation>Ein Aufruf gibt auf nach</translation>
    </message>
    <message>
        <source>Not saved:
{problems}</source>
        <translation>Nicht gespeichert:
{problems}</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s).</source>
        <translation>
            <numerusform>%n Server.</numerusform>
            <numerusform>%n Server.</numerusform>
        </translation>
    </message>
    <message>
        <source>No servers.</source>
        <translation>Keine Server.</translation>
    </message>
    <message>
        <source>Test</source>
        <comment>try a server</comment>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Start it now and list its tools</source>
        <translation>Jetzt starten und seine Tools auflisten</translation>
    </message>
    <message>
        <source>turned off ({where})</source>
        <translation>ausgeschaltet ({where})</translation>
    </message>
    <message>
        <source>not on this machine: asks before it is saved ({where})</source>
        <translation>nicht auf diesem Rechner: fragt vor dem Speichern ({where})</translation>
    </message>
    <message>
        <source>not started: starts when a chat needs it ({where})</source>
        <translation>nicht gestartet: startet, wenn ein Chat es braucht ({where})</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>startet …</translation>
    </message>
    <message numerus="yes">
        <source>ready: %n tool(s)</source>
        <translation>
            <numerusform>bereit: %n Tool</numerusform>
            <numerusform>bereit: %n Tools</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: {error}</source>
        <translation>fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>(no description)</source>
        <translation>(keine Beschreibung)</translation>
    </message>
    <message>
        <source>not offered: {problem}</source>
        <translation>nicht angeboten: {problem}</translation>
    </message>
    <message>
        <source>Data leaves this machine</source>
        <translation>Daten verlassen diesen Rechner</translation>
    </message>
    <message>
        <source>Not saved: {why}. Remove it to save the others.</source>
        <translation>Nicht gespeichert: {why}. Entfernen Sie ihn, um die anderen zu speichern.</translation>
    </message>
    <message>
        <source>Not saved: you did not agree to send data to {url} (server {name}). Remove it or agree.</source>
        <translation>Nicht gespeichert: Sie haben nicht zugestimmt, Daten an {url} zu senden (Server {name}). Entfernen Sie ihn oder stimmen Sie zu.</translation>
    </message>
    <message>
        <source>Tools: {note}</source>
        <translation>Tools: {note}</translation>
    </message>
</context>
<context>
    <name>vault</name>
    <message>
        <source>The audit log file</source>
        <translation>Die Prüfprotokolldatei</translation>
    </message>
    <message>
        <source>The document library</source>
        <translation>Die Dokumentbibliothek</translation>
    </message>
    <message>
        <source>The API key file</source>
        <translation>Die API-Schlüsseldatei</translation>
    </message>
    <message>
        <source>{path} is a plain (unencrypted) database, so the data key cannot open it. Encrypt it first (the vault's migration does it); the file is left untouched.</source>
        <translation>{path} ist eine unverschlüsselte Datenbank, daher kann der Datenschlüssel sie nicht öffnen. Verschlüsseln Sie sie zuerst (die Migration des Tresors erledigt das); die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>{path} is damaged ({failed} of {pages} pages fail their check, the first page among them): the key is right, but the file cannot be opened. Restore it from a backup; the file is left untouched.</source>
        <translation>{path} ist beschädigt ({failed} von {pages} Seiten bestehen ihre Prüfung nicht, darunter die erste): Der Schlüssel stimmt, aber die Datei lässt sich nicht öffnen. Stellen Sie sie aus einer Sicherung wieder her; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>{path} cannot be opened with this data key: it was encrypted with another key (a copy from another machine or data folder, or a key that was replaced), or it is damaged. Unlock with the key it was made with, or use its recovery key; the file is left untouched. (SQLCipher said: {error})</source>
        <translation>{path} lässt sich mit diesem Datenschlüssel nicht öffnen: Sie wurde mit einem anderen Schlüssel verschlüsselt (eine Kopie von einem anderen Rechner oder Datenordner oder ein ersetzter Schlüssel), oder sie ist beschädigt. Entsperren Sie mit dem Schlüssel, mit dem sie erstellt wurde, oder verwenden Sie ihren Wiederherstellungsschlüssel; die Datei bleibt unverändert. (SQLCipher meldet: {error})</translation>
    </message>
    <message>
        <source>{what} {path} was written by a newer Ling Desk (format {found}; this version reads up to {known}). It is left untouched: upgrade Ling Desk to use it again.</source>
        <translation>{what} {path} wurde von einem neueren Ling Desk geschrieben (Format {found}; diese Version liest bis {known}). Die Datei bleibt unverändert: Aktualisieren Sie Ling Desk, um sie wieder zu nutzen.</translation>
    </message>
    <message>
        <source>a data key for {folder} exists already; load it, or forget it first (only when no encrypted data needs it)</source>
        <translation>für {folder} gibt es bereits einen Datenschlüssel; laden Sie ihn oder entfernen Sie ihn zuerst (nur wenn keine verschlüsselten Daten ihn brauchen)</translation>
    </message>
    <message>
        <source>the data key of {folder} is locked with a passphrase: enter it</source>
        <translation>der Datenschlüssel von {folder} ist mit einer Passphrase gesperrt: Geben Sie sie ein</translation>
    </message>
    <message>
        <source>the keyring's entry</source>
        <translation>der Eintrag im Schlüsselbund</translation>
    </message>
    <message>
        <source>no data key for {folder} is in the keyring, a passphrase envelope or a key file: enter the recovery key to open the encrypted data</source>
        <translation>weder Schlüsselbund, Passphrase-Umschlag noch Schlüsseldatei enthalten einen Datenschlüssel für {folder}: Geben Sie den Wiederherstellungsschlüssel ein, um die verschlüsselten Daten zu öffnen</translation>
    </message>
    <message>
        <source>a passphrase store needs a passphrase that is not empty</source>
        <translation>eine Aufbewahrung per Passphrase braucht eine Passphrase, die nicht leer ist</translation>
    </message>
    <message>
        <source>the {store} store did not keep the data key; it stays where it was</source>
        <translation>die Aufbewahrung {store} hat den Datenschlüssel nicht behalten; er bleibt, wo er war</translation>
    </message>
    <message>
        <source>the new passphrase is empty</source>
        <translation>die neue Passphrase ist leer</translation>
    </message>
    <message>
        <source>the recovery key holds {char}, which is not one of its characters (0-9, A-F); check what you typed</source>
        <translation>der Wiederherstellungsschlüssel enthält {char}, das keines seiner Zeichen ist (0-9, A-F); prüfen Sie Ihre Eingabe</translation>
    </message>
    <message>
        <source>the recovery key has {got} characters, not {want} ({groups} groups of {size}); check for a missing or doubled group</source>
        <translation>der Wiederherstellungsschlüssel hat {got} Zeichen statt {want} ({groups} Gruppen zu {size}); prüfen Sie auf eine fehlende oder doppelte Gruppe</translation>
    </message>
    <message>
        <source>the recovery key has a typo (its last group, a check, does not match the others); compare each group with what you wrote down</source>
        <translation>der Wiederherstellungsschlüssel enthält einen Tippfehler (seine letzte Gruppe, eine Prüfsumme, passt nicht zu den anderen); vergleichen Sie jede Gruppe mit Ihrer Notiz</translation>
    </message>
    <message>
        <source>the system keyring cannot hold the data key ({error}); choose a passphrase or a key file instead</source>
        <translation>der Schlüsselbund des Systems kann den Datenschlüssel nicht aufnehmen ({error}); wählen Sie stattdessen eine Passphrase oder eine Schlüsseldatei</translation>
    </message>
    <message>
        <source>the system keyring did not keep the data key; choose a passphrase or a key file</source>
        <translation>der Schlüsselbund des Systems hat den Datenschlüssel nicht behalten; wählen Sie eine Passphrase oder eine Schlüsseldatei</translation>
    </message>
    <message>
        <source>{where} does not hold a data key (64 hex digits); enter the recovery key</source>
        <translation>{where} enthält keinen Datenschlüssel (64 Hexadezimalziffern); geben Sie den Wiederherstellungsschlüssel ein</translation>
    </message>
    <message>
        <source>the key file {path} can be read by other users (mode {mode}), so Ling Desk will not use it: run `chmod 600 {path}` if no one else could have read it, else make a new key</source>
        <translation>die Schlüsseldatei {path} ist für andere Benutzer lesbar (Modus {mode}), daher verwendet Ling Desk sie nicht: Führen Sie `chmod 600 {path}` aus, wenn niemand sonst sie gelesen haben kann, sonst erstellen Sie einen neuen Schlüssel</translation>
    </message>
    <message>
        <source>the key file {path}</source>
        <translation>die Schlüsseldatei {path}</translation>
    </message>
    <message>
        <source>that passphrase does not unlock the data key; try again</source>
        <translation>diese Passphrase entsperrt den Datenschlüssel nicht; bitte erneut versuchen</translation>
    </message>
    <message>
        <source>the key envelope {path} holds no data key; enter the recovery key</source>
        <translation>der Schlüsselumschlag {path} enthält keinen Datenschlüssel; geben Sie den Wiederherstellungsschlüssel ein</translation>
    </message>
    <message>
        <source>{path} was written while it was being converted (another Ling Desk?); nothing was changed, try again</source>
        <translation>{path} wurde während der Umwandlung beschrieben (ein anderes Ling Desk?); nichts wurde geändert, bitte erneut versuchen</translation>
    </message>
    <message>
        <source>{path} is in use by another program (another Ling Desk?); close it and try again: nothing was changed</source>
        <translation>{path} wird von einem anderen Programm verwendet (ein anderes Ling Desk?); schließen Sie es und versuchen Sie es erneut: nichts wurde geändert</translation>
    </message>
    <message>
        <source>its tables differ from the original's</source>
        <translation>ihre Tabellen weichen von denen des Originals ab</translation>
    </message>
    <message>
        <source>{table} holds {rows} rows, not {expected}</source>
        <translation>{table} enthält {rows} Zeilen, nicht {expected}</translation>
    </message>
    <message>
        <source>the converted copy of the database failed its check ({problem}); the original is unchanged</source>
        <translation>die umgewandelte Kopie der Datenbank hat ihre Prüfung nicht bestanden ({problem}); das Original ist unverändert</translation>
    </message>
    <message>
        <source>The data key is kept in a file in the config folder (readable only by you). Anyone who can read your files as you, or a backup of the config folder, can read your history with it: keep backups of the config and data folders apart, or use a passphrase.</source>
        <translation>Der Datenschlüssel liegt in einer Datei im Konfigurationsordner (nur für Sie lesbar). Wer Ihre Dateien als Sie lesen kann oder eine Sicherung des Konfigurationsordners hat, kann damit Ihren Verlauf lesen: Bewahren Sie Sicherungen von Konfigurations- und Datenordner getrennt auf, oder verwenden Sie eine Passphrase.</translation>
    </message>
    <message>
        <source>{setting} is not a key store; use one of {stores}</source>
        <translation>{setting} ist keine Schlüsselaufbewahrung; verwenden Sie eine davon: {stores}</translation>
    </message>
    <message>
        <source>No key for the encrypted data was found</source>
        <translation>Für die verschlüsselten Daten wurde kein Schlüssel gefunden</translation>
    </message>
    <message>
        <source>The key kept in the {where} does not open this data (it belongs to another data folder or was replaced)</source>
        <translation>Der unter {where} aufbewahrte Schlüssel öffnet diese Daten nicht (er gehört zu einem anderen Datenordner oder wurde ersetzt)</translation>
    </message>
    <message>
        <source>Enter the passphrase that unlocks your history and documents.</source>
        <translation>Geben Sie die Passphrase ein, die Ihren Verlauf und Ihre Dokumente entsperrt.</translation>
    </message>
    <message>
        <source>Your history and documents stay locked: they open only with the passphrase (or the recovery key). Start Ling Desk again to enter it.</source>
        <translation>Ihr Verlauf und Ihre Dokumente bleiben gesperrt: Sie öffnen sich nur mit der Passphrase (oder dem Wiederherstellungsschlüssel). Starten Sie Ling Desk erneut, um sie einzugeben.</translation>
    </message>
    <message numerus="yes">
        <source>The passphrase was wrong %n time(s); your data stays locked and untouched. Start again, or use the recovery key.</source>
        <translation>
            <numerusform>Die Passphrase war %n-mal falsch; Ihre Daten bleiben gesperrt und unverändert. Starten Sie erneut oder verwenden Sie den Wiederherstellungsschlüssel.</numerusform>
            <numerusform>Die Passphrase war %n-mal falsch; Ihre Daten bleiben gesperrt und unverändert. Starten Sie erneut oder verwenden Sie den Wiederherstellungsschlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason}. Enter the recovery key you were shown when the data was first encrypted (17 groups of 4 characters).</source>
        <translation>{reason}. Geben Sie den Wiederherstellungsschlüssel ein, der Ihnen bei der ersten Verschlüsselung der Daten angezeigt wurde (17 Gruppen zu 4 Zeichen).</translation>
    </message>
    <message>
        <source>{reason}, so your history and documents stay locked; nothing was changed. Start again with the recovery key at hand, or restore the keyring or key file, or move {folder} aside to start with an empty history.</source>
        <translation>{reason}, daher bleiben Ihr Verlauf und Ihre Dokumente gesperrt; nichts wurde geändert. Starten Sie erneut mit dem Wiederherstellungsschlüssel zur Hand, stellen Sie Schlüsselbund oder Schlüsseldatei wieder her, oder legen Sie {folder} beiseite, um mit einem leeren Verlauf zu beginnen.</translation>
    </message>
    <message>
        <source>That recovery key is valid but belongs to other data; check which one.</source>
        <translation>Dieser Wiederherstellungsschlüssel ist gültig, gehört aber zu anderen Daten; prüfen Sie, welcher es ist.</translation>
    </message>
    <message>
        <source>Choose a passphrase for your history and documents.</source>
        <translation>Wählen Sie eine Passphrase für Ihren Verlauf und Ihre Dokumente.</translation>
    </message>
    <message>
        <source>No passphrase was chosen, so nothing was encrypted or changed.</source>
        <translation>Es wurde keine Passphrase gewählt, daher wurde nichts verschlüsselt oder geändert.</translation>
    </message>
    <message>
        <source>Your history and documents are encrypted, and no system keyring is available here to keep their key. Choose a passphrase to enter at each start, or a key file.</source>
        <translation>Ihr Verlauf und Ihre Dokumente sind verschlüsselt, und hier steht kein Schlüsselbund des Systems für ihren Schlüssel bereit. Wählen Sie eine Passphrase, die Sie bei jedem Start eingeben, oder eine Schlüsseldatei.</translation>
    </message>
    <message>
        <source>No keyring is usable here, and no passphrase or key file was chosen, so your data stays as it was. Choose one: set {env}=passphrase (with --passphrase-fd or at the prompt) or {env}=file, or turn encryption off in the settings.</source>
        <translation>Hier ist kein Schlüsselbund nutzbar, und es wurde weder Passphrase noch Schlüsseldatei gewählt, daher bleiben Ihre Daten, wie sie waren. Wählen Sie eines: Setzen Sie {env}=passphrase (mit --passphrase-fd oder bei der Abfrage) oder {env}=file, oder schalten Sie die Verschlüsselung in den Einstellungen aus.</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>{tokens} tokens in {seconds} s</source>
        <translation>{tokens} Token in {seconds} s</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} Token</translation>
    </message>
    <message>
        <source>in {seconds} s</source>
        <translation>in {seconds} s</translation>
    </message>
    <message>
        <source>TTFT {seconds} s</source>
        <translation>TTFT {seconds} s</translation>
    </message>
    <message>
        <source>decode {tps} tok/s</source>
        <translation>Decode {tps} tok/s</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the figures of a measurement</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the probe generation did not finish within {s} s</source>
        <translation>die Testgenerierung wurde nicht innerhalb von {s} s fertig</translation>
    </message>
    <message>
        <source>The engine did not answer the probe ({kind}: {error})</source>
        <translation>Die Engine hat auf die Testgenerierung nicht geantwortet ({kind}: {error})</translation>
    </message>
    <message>
        <source>the engine streamed no generated text</source>
        <translation>die Engine hat keinen generierten Text gestreamt</translation>
    </message>
    <message>
        <source>and {n} more</source>
        <translation>und {n} weitere</translation>
    </message>
    <message>
        <source>{file} is missing (the hub lists {want} bytes)</source>
        <translation>{file} fehlt (der Hub nennt {want} Bytes)</translation>
    </message>
    <message>
        <source>{file} has {size} bytes, the hub lists {want}</source>
        <translation>{file} hat {size} Bytes, der Hub nennt {want}</translation>
    </message>
    <message>
        <source>shorter than a safetensors header</source>
        <translation>kürzer als ein safetensors-Header</translation>
    </message>
    <message>
        <source>implausible safetensors header length</source>
        <translation>unplausible Länge des safetensors-Headers</translation>
    </message>
    <message>
        <source>No model folder is set and no local copy of inclusionAI/Ling-3.0-flash-fp4 was found in the Hugging Face cache.</source>
        <translation>Es ist kein Modellordner festgelegt, und im Hugging-Face-Cache liegt keine lokale Kopie von inclusionAI/Ling-3.0-flash-fp4.</translation>
    </message>
    <message>
        <source>Download the model (press Download model in the window), or choose a folder that already holds the checkpoint (Settings &gt; Engine &gt; Model folder).</source>
        <translation>Laden Sie das Modell herunter (im Fenster auf „Modell herunterladen“ klicken) oder wählen Sie einen Ordner, der den Checkpoint schon enthält (Einstellungen &gt; Engine &gt; Modellordner).</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk model download`, or pass --model PATH (a folder with config.json and the safetensors shards).</source>
        <translation>Im Terminal: `ling-desk model download` oder --model PATH übergeben (ein Ordner mit config.json und den safetensors-Shards).</translation>
    </message>
    <message>
        <source>The model folder {path} does not exist.</source>
        <translation>Der Modellordner {path} existiert nicht.</translation>
    </message>
    <message>
        <source>Point Settings &gt; Engine &gt; Model folder at a downloaded Ling-3.0-flash checkpoint.</source>
        <translation>Lassen Sie Einstellungen &gt; Engine &gt; Modellordner auf einen heruntergeladenen Ling-3.0-flash-Checkpoint zeigen.</translation>
    </message>
    <message>
        <source>On the command line: --model PATH.</source>
        <translation>Auf der Kommandozeile: --model PATH.</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder.</source>
        <translation>{path} ist eine Datei, kein Modellordner.</translation>
    </message>
    <message>
        <source>Choose the folder that holds the model, not a file in it.</source>
        <translation>Wählen Sie den Ordner, der das Modell enthält, nicht eine Datei darin.</translation>
    </message>
    <message>
        <source>--model takes the folder that holds config.json.</source>
        <translation>--model erwartet den Ordner, der config.json enthält.</translation>
    </message>
    <message>
        <source>the hub listing of {repo} at {commit}</source>
        <translation>der Hub-Liste von {repo} bei {commit}</translation>
    </message>
    <message>
        <source>The download into {path} has not finished.</source>
        <translation>Der Download nach {path} ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Run the download again: it finishes the rest.</source>
        <translation>Laden Sie noch einmal herunter: Der Download holt den Rest.</translation>
    </message>
    <message>
        <source>{count} file(s) differ from {where}: {files}</source>
        <translation>{count} Datei(en) weichen von {where} ab: {files}</translation>
    </message>
    <message>
        <source>Run the download again: it fetches what is missing or wrong.</source>
        <translation>Laden Sie noch einmal herunter: Der Download holt, was fehlt oder falsch ist.</translation>
    </message>
    <message>
        <source>every file matches the size in {where}</source>
        <translation>jede Datei hat die Größe aus {where}</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{path} is missing: this is not a Hugging Face model folder.</source>
        <translation>{path} fehlt: Dies ist kein Hugging-Face-Modellordner.</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its config file, tokenizer and weight shards.</source>
        <translation>Laden Sie den ganzen Checkpoint herunter: Konfigurationsdatei, Tokenizer und Gewichts-Shards.</translation>
    </message>
    <message>
        <source>config.json, the tokenizer files and the safetensors shards.</source>
        <translation>config.json, die Tokenizer-Dateien und die safetensors-Shards.</translation>
    </message>
    <message>
        <source>{path} cannot be read as JSON: {error}</source>
        <translation>{path} lässt sich nicht als JSON lesen: {error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's config file again; it is damaged.</source>
        <translation>Laden Sie die Konfigurationsdatei des Checkpoints erneut herunter; sie ist beschädigt.</translation>
    </message>
    <message>
        <source>The file is config.json.</source>
        <translation>Die Datei ist config.json.</translation>
    </message>
    <message>
        <source>config.json says architectures={archs}, not {wanted}: this is not a Ling-3.0-flash checkpoint.</source>
        <translation>config.json nennt architectures={archs}, nicht {wanted}: Dies ist kein Ling-3.0-flash-Checkpoint.</translation>
    </message>
    <message>
        <source>Point the model folder at inclusionAI/Ling-3.0-flash-fp4 (or another Ling-3.0-flash checkpoint).</source>
        <translation>Lassen Sie den Modellordner auf inclusionAI/Ling-3.0-flash-fp4 (oder einen anderen Ling-3.0-flash-Checkpoint) zeigen.</translation>
    </message>
    <message>
        <source>config.json has num_nextn_predict_layers={layers}: no NEXTN (MTP) layer to draft with.</source>
        <translation>config.json hat num_nextn_predict_layers={layers}: keine NEXTN-(MTP-)Schicht für Entwürfe.</translation>
    </message>
    <message>
        <source>Use a checkpoint that ships the NEXTN layer, or turn off NEXTN MTP in Settings.</source>
        <translation>Verwenden Sie einen Checkpoint mit NEXTN-Schicht oder schalten Sie NEXTN MTP in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>quantization_config ({method}) leaves lm_head unquantized (ignored: {names})</source>
        <translation>quantization_config ({method}) lässt lm_head unquantisiert (ignoriert: {names})</translation>
    </message>
    <message>
        <source>config.json has no quantization_config: lm_head is stored unquantized</source>
        <translation>config.json hat keine quantization_config: lm_head ist unquantisiert gespeichert</translation>
    </message>
    <message>
        <source>weight_map is not an object</source>
        <translation>weight_map ist kein Objekt</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} lässt sich nicht lesen: {error}</translation>
    </message>
    <message>
        <source>Download the checkpoint's index file again.</source>
        <translation>Laden Sie die Indexdatei des Checkpoints erneut herunter.</translation>
    </message>
    <message>
        <source>The index file is {file}.</source>
        <translation>Die Indexdatei ist {file}.</translation>
    </message>
    <message>
        <source>{file} in {path} names no weight shards.</source>
        <translation>{file} in {path} nennt keine Gewichts-Shards.</translation>
    </message>
    <message>
        <source>Download the whole checkpoint: its weight files are not here.</source>
        <translation>Laden Sie den ganzen Checkpoint herunter: Seine Gewichtsdateien fehlen hier.</translation>
    </message>
    <message>
        <source>{file}'s weight_map is empty; the weights are the *.safetensors shards.</source>
        <translation>Die weight_map von {file} ist leer; die Gewichte sind die *.safetensors-Shards.</translation>
    </message>
    <message>
        <source>{path} holds no {file} and no *.safetensors file.</source>
        <translation>{path} enthält weder {file} noch eine *.safetensors-Datei.</translation>
    </message>
    <message>
        <source>Download the checkpoint's weight files.</source>
        <translation>Laden Sie die Gewichtsdateien des Checkpoints herunter.</translation>
    </message>
    <message>
        <source>The weight files are the *.safetensors shards.</source>
        <translation>Die Gewichtsdateien sind die *.safetensors-Shards.</translation>
    </message>
    <message>
        <source>{file} is not a readable safetensors file: {error}</source>
        <translation>{file} ist keine lesbare safetensors-Datei: {error}</translation>
    </message>
    <message>
        <source>Download the weight files named above again: they cannot be read.</source>
        <translation>Laden Sie die oben genannten Gewichtsdateien erneut herunter: Sie lassen sich nicht lesen.</translation>
    </message>
    <message>
        <source>{missing} of the {count} shards named in {file} are missing: {shown}</source>
        <translation>{missing} der {count} in {file} genannten Shards fehlen: {shown}</translation>
    </message>
    <message>
        <source>Finish the download.</source>
        <translation>Schließen Sie den Download ab.</translation>
    </message>
    <message>
        <source>`hf download` resumes it.</source>
        <translation>`hf download` setzt ihn fort.</translation>
    </message>
    <message>
        <source>{empty} of the {count} shards are empty: {shown}</source>
        <translation>{empty} der {count} Shards sind leer: {shown}</translation>
    </message>
    <message>
        <source>Download the checkpoint again; these weight files hold nothing.</source>
        <translation>Laden Sie den Checkpoint erneut herunter; diese Gewichtsdateien enthalten nichts.</translation>
    </message>
    <message>
        <source>{count} safetensors files, {size} on disk</source>
        <translation>{count} safetensors-Dateien, {size} auf der Festplatte</translation>
    </message>
    <message>
        <source>The shards hold {size} bytes but {file} says the tensors alone take {total}: some shards are truncated.</source>
        <translation>Die Shards umfassen {size} Bytes, laut {file} brauchen die Tensoren allein {total}: Einige Shards sind abgeschnitten.</translation>
    </message>
    <message>
        <source>Download the checkpoint again; an interrupted download left short files.</source>
        <translation>Laden Sie den Checkpoint erneut herunter; ein abgebrochener Download hat zu kurze Dateien hinterlassen.</translation>
    </message>
    <message>
        <source>NEXTN layer weights present ({count} tensors under {prefix}*, e.g. {example})</source>
        <translation>NEXTN-Schichtgewichte vorhanden ({count} Tensoren unter {prefix}*, z. B. {example})</translation>
    </message>
    <message>
        <source>config.json announces a NEXTN layer but the weights have none under {prefix}* ({names}): the checkpoint's MTP layer is missing.</source>
        <translation>config.json kündigt eine NEXTN-Schicht an, aber die Gewichte haben keine unter {prefix}* ({names}): Die MTP-Schicht des Checkpoints fehlt.</translation>
    </message>
    <message>
        <source>Use the full checkpoint (with its MTP layer), or turn off NEXTN MTP in Settings.</source>
        <translation>Verwenden Sie den vollständigen Checkpoint (mit MTP-Schicht) oder schalten Sie NEXTN MTP in den Einstellungen aus.</translation>
    </message>
    <message>
        <source>The checkpoint stores lm_head quantized ({tensor} in the weights): the FP8 head expects a BF16 head to quantize itself.</source>
        <translation>Der Checkpoint speichert lm_head quantisiert ({tensor} in den Gewichten): Der FP8-Head erwartet einen BF16-Head, den er selbst quantisiert.</translation>
    </message>
    <message>
        <source>Use a checkpoint whose output head is stored in BF16 (Ling-3.0-flash-fp4's is), or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>Verwenden Sie einen Checkpoint, dessen Ausgabe-Head in BF16 gespeichert ist (wie bei Ling-3.0-flash-fp4), oder schalten Sie den FP8-LM-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>The FP8 head quantizes a BF16 lm_head itself.</source>
        <translation>Der FP8-Head quantisiert selbst einen BF16-lm_head.</translation>
    </message>
    <message>
        <source>no lm_head scale tensor in the weights: lm_head is unquantized</source>
        <translation>kein lm_head-Skalierungstensor in den Gewichten: lm_head ist unquantisiert</translation>
    </message>
    <message>
        <source>Create the engine environment (press Create engine environment in the window), or point Settings &gt; Engine &gt; Engine Python at one you made yourself.</source>
        <translation>Erstellen Sie die Engine-Umgebung (im Fenster auf „Engine-Umgebung erstellen“ klicken) oder lassen Sie Einstellungen &gt; Engine &gt; Engine-Python auf eine selbst angelegte zeigen.</translation>
    </message>
    <message>
        <source>From a terminal: `ling-desk engine-env create`; or by hand: `python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`, then point Settings &gt; Engine &gt; Engine Python (or --engine-python) at ~/ling-engine/bin/python.</source>
        <translation>Im Terminal: `ling-desk engine-env create`; oder von Hand: `python3 -m venv ~/ling-engine &amp;&amp; ~/ling-engine/bin/pip install {specs}`, dann Einstellungen &gt; Engine &gt; Engine-Python (oder --engine-python) auf ~/ling-engine/bin/python zeigen lassen.</translation>
    </message>
    <message>
        <source>sglang is not importable from this Python</source>
        <translation>sglang lässt sich mit diesem Python nicht importieren</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the clauses of one sentence</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>optimizations: {switches}</source>
        <translation>Optimierungen: {switches}</translation>
    </message>
    <message>
        <source>hardware profile: {id} ({title})</source>
        <translation>Hardwareprofil: {id} ({title})</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Hardware profile to auto or a listed profile.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Hardwareprofil auf automatisch oder ein aufgeführtes Profil.</translation>
    </message>
    <message>
        <source>the FP8 LM head and the FP32 LM head are both on; they exclude each other</source>
        <translation>FP8-LM-Head und FP32-LM-Head sind beide an; sie schließen einander aus</translation>
    </message>
    <message>
        <source>Turn one of them off in Settings &gt; Optimizations.</source>
        <translation>Schalten Sie einen davon unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>mem_fraction_static={fraction} is above {default} on {gpu}: 0.75 once froze a Spark (unified memory freezes instead of raising)</source>
        <translation>mem_fraction_static={fraction} liegt auf {gpu} über {default}: 0,75 hat schon einen Spark einfrieren lassen (einheitlicher Speicher friert ein, statt einen Fehler zu melden)</translation>
    </message>
    <message>
        <source>Set the memory fraction in Settings &gt; Engine back to the hardware profile's choice ({default}).</source>
        <translation>Setzen Sie den Speicheranteil unter Einstellungen &gt; Engine auf den Wert des Hardwareprofils ({default}) zurück.</translation>
    </message>
    <message>
        <source>In settings.toml: mem_fraction_static = 0 (0 = the profile's {default}).</source>
        <translation>In settings.toml: mem_fraction_static = 0 (0 = der Profilwert {default}).</translation>
    </message>
    <message>
        <source>context_length={length} is above the model's 262144 tokens</source>
        <translation>context_length={length} liegt über den 262144 Token des Modells</translation>
    </message>
    <message>
        <source>Set the context length to 262144 or less in Settings &gt; Engine.</source>
        <translation>Setzen Sie die Kontextlänge unter Einstellungen &gt; Engine auf höchstens 262144.</translation>
    </message>
    <message>
        <source>ready_timeout_s={timeout} is not positive</source>
        <translation>ready_timeout_s={timeout} ist nicht positiv</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Ready timeout to a positive number of minutes.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Bereitschaftsfrist auf eine positive Zahl von Minuten.</translation>
    </message>
    <message>
        <source>In settings.toml, ready_timeout_s is in seconds.</source>
        <translation>In settings.toml ist ready_timeout_s in Sekunden angegeben.</translation>
    </message>
    <message>
        <source>settings file: {problem}</source>
        <translation>Einstellungsdatei: {problem}</translation>
    </message>
    <message>
        <source>Contradictory settings: {problems}.</source>
        <translation>Widersprüchliche Einstellungen: {problems}.</translation>
    </message>
    <message>
        <source>{problems}.</source>
        <comment>a list of problems as one sentence</comment>
        <translation>{problems}.</translation>
    </message>
    <message>
        <source>Fix or remove the settings named above in the settings file.</source>
        <translation>Korrigieren oder entfernen Sie die oben genannten Einstellungen in der Einstellungsdatei.</translation>
    </message>
    <message>
        <source>The file is settings.toml in the config folder.</source>
        <translation>Die Datei ist settings.toml im Konfigurationsordner.</translation>
    </message>
    <message>
        <source>The settings agree with each other.</source>
        <translation>Die Einstellungen passen zueinander.</translation>
    </message>
    <message>
        <source>Attached to a running engine: its environment is not ours to inspect.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre Umgebung zu prüfen, ist nicht unsere Sache.</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: Ling Desk does not know which Python it runs, so it cannot inspect the engine environment.</source>
        <translation>Ein eigener Starter startet die Engine: Ling Desk weiß nicht, welches Python er nutzt, und kann die Engine-Umgebung daher nicht prüfen.</translation>
    </message>
    <message>
        <source>The engine environment was not probed.</source>
        <translation>Die Engine-Umgebung wurde nicht untersucht.</translation>
    </message>
    <message>
        <source>The engine environment did not run: {error}.</source>
        <translation>Die Engine-Umgebung ließ sich nicht ausführen: {error}.</translation>
    </message>
    <message>
        <source>engine Python: {python}</source>
        <translation>Engine-Python: {python}</translation>
    </message>
    <message>
        <source>absent</source>
        <comment>a package not installed</comment>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>probe error: {error}</source>
        <translation>Probe-Fehler: {error}</translation>
    </message>
    <message>
        <source>SGLang is not installed in the engine environment.</source>
        <translation>SGLang ist in der Engine-Umgebung nicht installiert.</translation>
    </message>
    <message>
        <source>humming-kernels is not installed in the engine environment (sglang {version} is): the Humming MoE backend cannot run.</source>
        <translation>humming-kernels ist in der Engine-Umgebung nicht installiert (sglang {version} schon): Das Humming-MoE-Backend kann nicht laufen.</translation>
    </message>
    <message>
        <source>Humming's MoE kernels are not installed in the engine environment. Create the engine environment again, or install humming-kernels into it; or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>Die MoE-Kernel von Humming sind in der Engine-Umgebung nicht installiert. Erstellen Sie die Engine-Umgebung neu oder installieren Sie humming-kernels hinein; oder schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install 'humming-kernels[cu13]==0.1.12'`.</translation>
    </message>
    <message>
        <source>torch {version} in the engine environment is a CPU-only build: SGLang cannot use the GPU.</source>
        <translation>torch {version} in der Engine-Umgebung ist ein reiner CPU-Build: SGLang kann die GPU nicht nutzen.</translation>
    </message>
    <message>
        <source>Install a build of torch that can use the GPU in the engine environment: reinstalling SGLang 0.5.23 there brings the CUDA build it pins.</source>
        <translation>Installieren Sie in der Engine-Umgebung einen torch-Build, der die GPU nutzen kann: SGLang 0.5.23 dort neu zu installieren, bringt den CUDA-Build mit, den es festlegt.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install --force-reinstall 'sglang==0.5.23'`.</translation>
    </message>
    <message>
        <source>torch in the engine environment sees no CUDA device.</source>
        <translation>torch in der Engine-Umgebung sieht kein CUDA-Gerät.</translation>
    </message>
    <message>
        <source>The engine will not start without a GPU: check that the NVIDIA driver lists the GPU and that it is not hidden from the engine.</source>
        <translation>Ohne GPU startet die Engine nicht: Prüfen Sie, ob der NVIDIA-Treiber die GPU aufführt und sie nicht vor der Engine verborgen ist.</translation>
    </message>
    <message>
        <source>Check `nvidia-smi` and CUDA_VISIBLE_DEVICES.</source>
        <translation>Prüfen Sie `nvidia-smi` und CUDA_VISIBLE_DEVICES.</translation>
    </message>
    <message>
        <source>The engine environment has sglang {version}; Ling Desk is built and tested against {wanted}.</source>
        <translation>Die Engine-Umgebung hat sglang {version}; Ling Desk ist für {wanted} gebaut und getestet.</translation>
    </message>
    <message>
        <source>Install SGLang {version} in the engine environment.</source>
        <translation>Installieren Sie SGLang {version} in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install 'sglang=={version}'`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install 'sglang=={version}'`.</translation>
    </message>
    <message>
        <source>sglang {sglang} and humming-kernels {humming} run in the engine environment.</source>
        <translation>sglang {sglang} und humming-kernels {humming} laufen in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>sglang {sglang} run in the engine environment.</source>
        <translation>sglang {sglang} läuft in der Engine-Umgebung.</translation>
    </message>
    <message>
        <source>Attached to a running engine: its installation is not ours to inspect.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre Installation zu prüfen, ist nicht unsere Sache.</translation>
    </message>
    <message>
        <source>A custom launcher starts the engine: its installation is unknown to Ling Desk.</source>
        <translation>Ein eigener Starter startet die Engine: Ihre Installation kennt Ling Desk nicht.</translation>
    </message>
    <message>
        <source>The engine environment did not answer (see Engine environment).</source>
        <translation>Die Engine-Umgebung hat nicht geantwortet (siehe Engine-Umgebung).</translation>
    </message>
    <message>
        <source>this SGLang has no Humming MoE method (Mxfp4HummingMoEMethod)</source>
        <translation>dieses SGLang hat keine Humming-MoE-Methode (Mxfp4HummingMoEMethod)</translation>
    </message>
    <message>
        <source>Install SGLang {version} with humming-kernels in the engine environment, or turn off Humming MoE in Settings &gt; Optimizations.</source>
        <translation>Installieren Sie SGLang {version} mit humming-kernels in der Engine-Umgebung oder schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>From a terminal: `&lt;engine python&gt; -m pip install {specs}`.</source>
        <translation>Im Terminal: `&lt;engine python&gt; -m pip install {specs}`.</translation>
    </message>
    <message>
        <source>FP8 LM head: native</source>
        <translation>FP8-LM-Head: nativ</translation>
    </message>
    <message>
        <source>FP8 LM head: through Ling Desk's engine extension (not native)</source>
        <translation>FP8-LM-Head: über die Engine-Erweiterung von Ling Desk (nicht nativ)</translation>
    </message>
    <message>
        <source>this SGLang cannot build an FP8 LM head: it has no native one (fp8_lm_head_native={native}) and Ling Desk's engine extension cannot load there (external_package_supported={supported}, ext_compatible={compatible})</source>
        <translation>dieses SGLang kann keinen FP8-LM-Head bauen: Es hat keinen nativen (fp8_lm_head_native={native}), und die Engine-Erweiterung von Ling Desk lässt sich dort nicht laden (external_package_supported={supported}, ext_compatible={compatible})</translation>
    </message>
    <message>
        <source>Install SGLang {version}, which can load Ling Desk's engine extension, or turn off the FP8 LM head in Settings &gt; Optimizations.</source>
        <translation>Installieren Sie SGLang {version}, das die Engine-Erweiterung von Ling Desk laden kann, oder schalten Sie den FP8-LM-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>sglang=={version} loads the extension through its SGLANG_EXTERNAL_MODEL_PACKAGE hook.</source>
        <translation>sglang=={version} lädt die Erweiterung über seinen SGLANG_EXTERNAL_MODEL_PACKAGE-Hook.</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: native</source>
        <translation>NEXTN-Entwurf teilt das Head-Modul: nativ</translation>
    </message>
    <message>
        <source>NEXTN draft shares the head module: through the engine extension</source>
        <translation>NEXTN-Entwurf teilt das Head-Modul: über die Engine-Erweiterung</translation>
    </message>
    <message>
        <source>the Bailing NEXTN draft keeps its own BF16 head module (draft_shares_head_native={native}) and the engine extension cannot fix it here: with an FP8 head every draft would be rejected</source>
        <translation>der Bailing-NEXTN-Entwurf behält sein eigenes BF16-Head-Modul (draft_shares_head_native={native}), und die Engine-Erweiterung kann das hier nicht beheben: Mit einem FP8-Head würde jeder Entwurf verworfen</translation>
    </message>
    <message>
        <source>Turn off the FP8 LM head or NEXTN MTP in Settings &gt; Optimizations, or install an SGLang the engine extension supports.</source>
        <translation>Schalten Sie den FP8-LM-Head oder NEXTN MTP unter Einstellungen &gt; Optimierungen aus, oder installieren Sie ein SGLang, das die Engine-Erweiterung unterstützt.</translation>
    </message>
    <message>
        <source>engine extension problem: {problem}</source>
        <translation>Problem der Engine-Erweiterung: {problem}</translation>
    </message>
    <message>
        <source>The installed SGLang cannot do what the settings ask: {problems}.</source>
        <translation>Das installierte SGLang kann nicht, was die Einstellungen verlangen: {problems}.</translation>
    </message>
    <message>
        <source>Nothing the settings ask needs a special capability.</source>
        <translation>Nichts, was die Einstellungen verlangen, braucht eine besondere Fähigkeit.</translation>
    </message>
    <message>
        <source>container runtime: {runtime}</source>
        <translation>Container-Laufzeit: {runtime}</translation>
    </message>
    <message>
        <source>image: {image}</source>
        <translation>Image: {image}</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>keiner festgelegt</translation>
    </message>
    <message>
        <source>No SGLang image is set for {runtime}.</source>
        <translation>Für {runtime} ist kein SGLang-Image festgelegt.</translation>
    </message>
    <message>
        <source>Set Settings &gt; Engine &gt; Image to an SGLang image.</source>
        <translation>Setzen Sie Einstellungen &gt; Engine &gt; Image auf ein SGLang-Image.</translation>
    </message>
    <message>
        <source>For example lmsysorg/sglang:v0.5.23-cu130.</source>
        <translation>Zum Beispiel lmsysorg/sglang:v0.5.23-cu130.</translation>
    </message>
    <message>
        <source>{runtime} is not installed (not on PATH).</source>
        <translation>{runtime} ist nicht installiert (nicht im PATH).</translation>
    </message>
    <message>
        <source>Install {runtime} and the NVIDIA container toolkit, or run the engine from an engine environment instead (Settings &gt; Engine &gt; Runs in).</source>
        <translation>Installieren Sie {runtime} und das NVIDIA Container Toolkit, oder lassen Sie die Engine stattdessen in einer Engine-Umgebung laufen (Einstellungen &gt; Engine &gt; Läuft in).</translation>
    </message>
    <message>
        <source>An engine environment is a Python venv with sglang and humming-kernels.</source>
        <translation>Eine Engine-Umgebung ist ein Python-venv mit sglang und humming-kernels.</translation>
    </message>
    <message>
        <source>{runtime} did not answer: {error}.</source>
        <translation>{runtime} hat nicht geantwortet: {error}.</translation>
    </message>
    <message>
        <source>Check that the {runtime} service runs.</source>
        <translation>Prüfen Sie, ob der Dienst {runtime} läuft.</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine ({error}).</source>
        <translation>Das Image {image} ist nicht auf diesem Rechner ({error}).</translation>
    </message>
    <message>
        <source>The image {image} is not on this machine.</source>
        <translation>Das Image {image} ist nicht auf diesem Rechner.</translation>
    </message>
    <message>
        <source>Download (pull) the image yourself; Ling Desk never pulls images.</source>
        <translation>Laden Sie das Image selbst herunter (pull); Ling Desk lädt nie Images.</translation>
    </message>
    <message>
        <source>From a terminal: `{runtime} pull {image}`.</source>
        <translation>Im Terminal: `{runtime} pull {image}`.</translation>
    </message>
    <message>
        <source>{runtime} has the image {image}; what it can do is proven once it runs.</source>
        <translation>{runtime} hat das Image {image}; was es kann, zeigt sich, sobald es läuft.</translation>
    </message>
    <message>
        <source>{total} total, {free} free</source>
        <translation>{total} gesamt, {free} frei</translation>
    </message>
    <message>
        <source>memory [N/A] (unified)</source>
        <translation>Speicher [N/A] (einheitlich)</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu}, compute capability {cc}, {memory}</source>
        <translation>nvidia-smi: {gpu}, Compute Capability {cc}, {memory}</translation>
    </message>
    <message>
        <source>Attached to a running engine: its GPU is its own business.</source>
        <translation>Mit einer laufenden Engine verbunden: Ihre GPU ist ihre Sache.</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found on this machine, and a custom launcher starts the engine (it may run elsewhere): not checked.</source>
        <translation>Auf diesem Rechner wurde keine NVIDIA-GPU gefunden, und ein eigener Starter startet die Engine (sie läuft vielleicht anderswo): nicht geprüft.</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed</source>
        <translation>nvidia-smi ist nicht installiert</translation>
    </message>
    <message>
        <source>nvidia-smi lists no GPU</source>
        <translation>nvidia-smi listet keine GPU</translation>
    </message>
    <message>
        <source>No NVIDIA GPU found ({why}).</source>
        <translation>Keine NVIDIA-GPU gefunden ({why}).</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver so that the GPU is found; the engine needs an NVIDIA GPU with CUDA.</source>
        <translation>Installieren Sie den NVIDIA-Treiber, damit die GPU gefunden wird; die Engine braucht eine NVIDIA-GPU mit CUDA.</translation>
    </message>
    <message>
        <source>nvidia-smi must list the GPU.</source>
        <translation>nvidia-smi muss die GPU aufführen.</translation>
    </message>
    <message>
        <source>hardware profile: {id}</source>
        <translation>Hardwareprofil: {id}</translation>
    </message>
    <message>
        <source>{gpu}: its compute capability is unknown.</source>
        <translation>{gpu}: Ihre Compute Capability ist unbekannt.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver.</source>
        <translation>Aktualisieren Sie den NVIDIA-Treiber.</translation>
    </message>
    <message>
        <source>Newer nvidia-smi reports compute_cap.</source>
        <translation>Neuere nvidia-smi melden compute_cap.</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc}; Humming needs 7.5 or more.</source>
        <translation>{gpu} hat Compute Capability {cc}; Humming braucht 7.5 oder mehr.</translation>
    </message>
    <message>
        <source>Turn off Humming MoE in Settings &gt; Optimizations, or use a newer GPU.</source>
        <translation>Schalten Sie Humming MoE unter Einstellungen &gt; Optimierungen aus oder verwenden Sie eine neuere GPU.</translation>
    </message>
    <message>
        <source>{gpu}, compute capability {cc}.</source>
        <translation>{gpu}, Compute Capability {cc}.</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has its memory already.</source>
        <translation>Mit einer laufenden Engine verbunden: Sie hat ihren Speicher schon.</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (a custom launcher starts the engine).</source>
        <translation>Auf diesem Rechner wurde keine GPU gefunden: freier Speicher nicht geprüft (ein eigener Starter startet die Engine).</translation>
    </message>
    <message>
        <source>No GPU found on this machine: free memory not checked (see GPU).</source>
        <translation>Auf diesem Rechner wurde keine GPU gefunden: freier Speicher nicht geprüft (siehe GPU).</translation>
    </message>
    <message>
        <source>model weights: {size} on disk</source>
        <translation>Modellgewichte: {size} auf der Festplatte</translation>
    </message>
    <message>
        <source>Free memory is unknown (/proc/meminfo unreadable).</source>
        <translation>Freier Speicher unbekannt (/proc/meminfo nicht lesbar).</translation>
    </message>
    <message>
        <source>Check free memory yourself before starting.</source>
        <translation>Prüfen Sie den freien Speicher vor dem Start selbst.</translation>
    </message>
    <message>
        <source>`free -g` shows it.</source>
        <translation>`free -g` zeigt ihn.</translation>
    </message>
    <message>
        <source>/proc/meminfo MemAvailable: {free} (unified memory)</source>
        <translation>/proc/meminfo MemAvailable: {free} (einheitlicher Speicher)</translation>
    </message>
    <message>
        <source>Only {free} free; Ling Desk will not start the engine on {gpu} under {floor} free: out of memory there freezes the whole machine.</source>
        <translation>Nur {free} frei; Ling Desk startet die Engine auf {gpu} nicht unter {floor} freiem Speicher: Speichermangel friert dort den ganzen Rechner ein.</translation>
    </message>
    <message>
        <source>Close other programs (browsers, other models, containers) until at least {floor} of memory is free, then check again.</source>
        <translation>Schließen Sie andere Programme (Browser, andere Modelle, Container), bis mindestens {floor} Speicher frei sind, und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>`free -g` shows it in its available column.</source>
        <translation>`free -g` zeigt ihn in der Spalte available.</translation>
    </message>
    <message>
        <source>Only {free} free for {need} of weights (plus caches).</source>
        <translation>Nur {free} frei für {need} Gewichte (plus Caches).</translation>
    </message>
    <message>
        <source>Close other programs to free memory, or use a smaller checkpoint.</source>
        <translation>Schließen Sie andere Programme, um Speicher freizugeben, oder verwenden Sie einen kleineren Checkpoint.</translation>
    </message>
    <message>
        <source>{free} free (unified memory).</source>
        <translation>{free} frei (einheitlicher Speicher).</translation>
    </message>
    <message>
        <source>{gpu} reports no free memory figure.</source>
        <translation>{gpu} meldet keinen Wert für freien Speicher.</translation>
    </message>
    <message>
        <source>Check the GPU's free memory yourself.</source>
        <translation>Prüfen Sie den freien Speicher der GPU selbst.</translation>
    </message>
    <message>
        <source>`nvidia-smi` shows it.</source>
        <translation>`nvidia-smi` zeigt ihn.</translation>
    </message>
    <message>
        <source>nvidia-smi: {gpu} {free} free of {total}</source>
        <translation>nvidia-smi: {gpu} {free} frei von {total}</translation>
    </message>
    <message>
        <source>{gpu} has {free} free; the weights alone take {need} (plus caches).</source>
        <translation>{gpu} hat {free} frei; die Gewichte allein brauchen {need} (plus Caches).</translation>
    </message>
    <message>
        <source>Stop other programs on the GPU, or use more GPUs or a smaller checkpoint.</source>
        <translation>Beenden Sie andere Programme auf der GPU, oder verwenden Sie mehr GPUs oder einen kleineren Checkpoint.</translation>
    </message>
    <message>
        <source>`nvidia-smi` lists the programs on the GPU; more GPUs means tensor parallel.</source>
        <translation>`nvidia-smi` listet die Programme auf der GPU; mehr GPUs heißt Tensor-Parallelität.</translation>
    </message>
    <message>
        <source>{free} free on {gpu}.</source>
        <translation>{free} frei auf {gpu}.</translation>
    </message>
    <message>
        <source>Attached to a running engine: it has loaded its own model.</source>
        <translation>Mit einer laufenden Engine verbunden: Sie hat ihr eigenes Modell geladen.</translation>
    </message>
    <message>
        <source>(and {n} more problems)</source>
        <translation>(und {n} weitere Probleme)</translation>
    </message>
    <message>
        <source>model folder: {path}</source>
        <translation>Modellordner: {path}</translation>
    </message>
    <message>
        <source>unknown size</source>
        <translation>unbekannte Größe</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint with its NEXTN layer, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash-Checkpoint mit NEXTN-Schicht, {shards} Shards, {size}.</translation>
    </message>
    <message>
        <source>Ling-3.0-flash checkpoint, {shards} shards, {size}.</source>
        <translation>Ling-3.0-flash-Checkpoint, {shards} Shards, {size}.</translation>
    </message>
    <message>
        <source>The engine runs in a container: its capabilities are proven once it runs.</source>
        <translation>Die Engine läuft in einem Container: Ihre Fähigkeiten zeigen sich, sobald sie läuft.</translation>
    </message>
    <message>
        <source>Not checked: the engine never became ready.</source>
        <translation>Nicht geprüft: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>Turned off in Settings &gt; Optimizations.</source>
        <translation>Unter Einstellungen &gt; Optimierungen ausgeschaltet.</translation>
    </message>
    <message>
        <source>Not run: the engine was not started: {why}</source>
        <translation>Nicht ausgeführt: Die Engine wurde nicht gestartet: {why}</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with Humming's kernels, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit den Humming-Kerneln, etwa {without} ohne sie).</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with the FP8 head, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit dem FP8-Head, etwa {without} ohne ihn).</translation>
    </message>
    <message>
        <source>Replies come about {pct}% slower than they could (published on DGX Spark: {all} tok/s with NEXTN, about {without} without it).</source>
        <translation>Antworten kommen etwa {pct} % langsamer als möglich (veröffentlicht für DGX Spark: {all} tok/s mit NEXTN, etwa {without} ohne).</translation>
    </message>
    <message>
        <source>Replies come slower than with NEXTN off (published on DGX Spark: {rejected} tok/s with every draft rejected, about {off} with NEXTN off, {all} with its drafts accepted).</source>
        <translation>Antworten kommen langsamer als mit ausgeschaltetem NEXTN (veröffentlicht für DGX Spark: {rejected} tok/s, wenn jeder Entwurf verworfen wird, etwa {off} ohne NEXTN, {all} mit angenommenen Entwürfen).</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs Humming's kernels, which the engine did not find or did not use. The model must be one with a Humming path, such as Ling-3.0-flash-fp4. If the engine still picks another kernel, the engine log says why.</source>
        <translation>Richten Sie die Engine-Umgebung neu ein: Dabei werden die Humming-Kernel installiert, die die Engine nicht gefunden oder nicht genutzt hat. Das Modell muss einen Humming-Pfad haben, etwa Ling-3.0-flash-fp4. Wählt die Engine trotzdem einen anderen Kernel, steht der Grund im Engine-Protokoll.</translation>
    </message>
    <message>
        <source>The checkpoint's MoE needs a Humming path (Ling-3.0-flash-fp4's MXFP4 experts -&gt; Mxfp4HummingMoEMethod); Ling Desk passes --moe-runner-backend humming, so a different resolved backend means the engine overrode it (humming-kernels missing from the engine environment, or a checkpoint without that path).</source>
        <translation>Das MoE des Checkpoints braucht einen Humming-Pfad (die MXFP4-Experten von Ling-3.0-flash-fp4 -&gt; Mxfp4HummingMoEMethod); Ling Desk übergibt --moe-runner-backend humming, ein anderes aufgelöstes Backend heißt also, dass die Engine es übergangen hat (humming-kernels fehlt in der Engine-Umgebung, oder der Checkpoint hat diesen Pfad nicht).</translation>
    </message>
    <message>
        <source>Set up the engine environment again: it installs the engine that Ling Desk's FP8 head works with, and the part of Ling Desk that runs inside it and proves the head. Or turn off the FP8 head in Settings &gt; Optimizations to stop asking for it.</source>
        <translation>Richten Sie die Engine-Umgebung neu ein: Dabei werden die Engine, mit der der FP8-Head von Ling Desk funktioniert, und der Teil von Ling Desk installiert, der in ihr läuft und den Head nachweist. Oder schalten Sie den FP8-Head unter Einstellungen &gt; Optimierungen aus, damit er nicht mehr angefordert wird.</translation>
    </message>
    <message>
        <source>The extension is loaded with SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext; its report is the LING_DESK_ENGINE_REPORT line in the engine log. Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>Die Erweiterung wird mit SGLANG_EXTERNAL_MODEL_PACKAGE=ling_desk_engine_ext geladen; ihr Bericht ist die Zeile LING_DESK_ENGINE_REPORT im Engine-Protokoll. Erwartet in der Engine-Umgebung: sglang==0.5.23 mit passendem humming-kernels.</translation>
    </message>
    <message>
        <source>Ling Desk's part inside the engine failed there (the error is quoted above): set up the engine environment again, which installs the engine version it works with; or turn off the FP8 head in Settings &gt; Optimizations.</source>
        <translation>Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen (der Fehler ist oben zitiert): Richten Sie die Engine-Umgebung neu ein, dabei wird die passende Engine-Version installiert; oder schalten Sie den FP8-Head unter Einstellungen &gt; Optimierungen aus.</translation>
    </message>
    <message>
        <source>Expected in the engine environment: sglang==0.5.23 with a matching humming-kernels.</source>
        <translation>Erwartet in der Engine-Umgebung: sglang==0.5.23 mit passendem humming-kernels.</translation>
    </message>
    <message>
        <source>Restart without the FP8 head: the drafts are then read correctly and NEXTN gains more than the FP8 head does. Setting up the engine environment again brings back the part of Ling Desk that lets both work together.</source>
        <translation>Neustart ohne FP8-Head: Dann werden die Entwürfe richtig gelesen, und NEXTN bringt mehr als der FP8-Head. Wird die Engine-Umgebung erneut eingerichtet, kommt der Teil von Ling Desk zurück, mit dem beide zusammen funktionieren.</translation>
    </message>
    <message>
        <source>The extension's draft takes the target's head module (set_lm_head_from_target) instead of its weight; without it the draft reads the FP8 weight as BF16.</source>
        <translation>Der Entwurf der Erweiterung übernimmt das Head-Modul des Zielmodells (set_lm_head_from_target) statt nur seines Gewichts; ohne das liest der Entwurf das FP8-Gewicht als BF16.</translation>
    </message>
    <message>
        <source>Restart without the FP8 head to test it, in one click: if the drafts are accepted then, the FP8 head was the cause and stays off; if not, this row says so and offers the next step.</source>
        <translation>Neustart ohne FP8-Head als Test, mit einem Klick: Werden die Entwürfe dann angenommen, war der FP8-Head die Ursache und bleibt aus; wenn nicht, sagt diese Zeile das und bietet den nächsten Schritt an.</translation>
    </message>
    <message>
        <source>Known cause with an FP8 head: a draft that keeps its own head module reads the FP8 weight as BF16 (the engine extension's draft report would say head_shared=false). No draft report was seen in this run.</source>
        <translation>Bekannte Ursache mit FP8-Head: Ein Entwurf mit eigenem Head-Modul liest das FP8-Gewicht als BF16 (der Entwurfsbericht der Engine-Erweiterung würde head_shared=false melden). In diesem Lauf kam kein Entwurfsbericht.</translation>
    </message>
    <message>
        <source>Restart without NEXTN: with its drafts rejected, replies are faster without it. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>Neustart ohne NEXTN: Wenn seine Entwürfe verworfen werden, sind Antworten ohne NEXTN schneller. Prüfen Sie dann, ob der Modellordner den vollständigen Checkpoint mit seiner NEXTN-Schicht enthält, und suchen Sie im Engine-Protokoll nach Warnungen zum Entwurfsmodell.</translation>
    </message>
    <message>
        <source>The draft model is --speculative-draft-model-path, which must be this checkpoint (its NEXTN layer).</source>
        <translation>Das Entwurfsmodell ist --speculative-draft-model-path, und das muss dieser Checkpoint sein (seine NEXTN-Schicht).</translation>
    </message>
    <message>
        <source>Restart with the FP8 head back on and NEXTN off: the FP8 head was not the cause, and with its drafts rejected, replies are faster without NEXTN. Then check that the model folder holds the complete checkpoint with its NEXTN layer, and read the engine log for warnings about the draft model.</source>
        <translation>Neustart mit wieder eingeschaltetem FP8-Head und ohne NEXTN: Der FP8-Head war nicht die Ursache, und bei verworfenen Entwürfen sind Antworten ohne NEXTN schneller. Prüfen Sie dann, ob der Modellordner den vollständigen Checkpoint mit seiner NEXTN-Schicht enthält, und suchen Sie im Engine-Protokoll nach Warnungen zum Entwurfsmodell.</translation>
    </message>
    <message>
        <source>Use SGLang 0.5.23 in the engine environment: it reports every setting the engine resolved.</source>
        <translation>Verwenden Sie SGLang 0.5.23 in der Engine-Umgebung: Es meldet jeden Wert, den die Engine aufgelöst hat.</translation>
    </message>
    <message>
        <source>SGLang 0.5.23's /server_info lists every resolved argument.</source>
        <translation>SGLang 0.5.23 listet in /server_info jedes aufgelöste Argument.</translation>
    </message>
    <message>
        <source>Read the engine log.</source>
        <translation>Lesen Sie das Engine-Protokoll.</translation>
    </message>
    <message>
        <source>The engine broke the streaming protocol: read the engine log; update or reinstall SGLang 0.5.23 in the engine environment.</source>
        <translation>Die Engine hat das Streaming-Protokoll verletzt: Lesen Sie das Engine-Protokoll; aktualisieren Sie SGLang 0.5.23 in der Engine-Umgebung oder installieren Sie es neu.</translation>
    </message>
    <message>
        <source>The engine stopped generating: read the engine log; restart the engine.</source>
        <translation>Die Engine hat aufgehört zu generieren: Lesen Sie das Engine-Protokoll; Neustart der Engine.</translation>
    </message>
    <message>
        <source>The engine dropped the connection: read the engine log (did it crash?).</source>
        <translation>Die Engine hat die Verbindung abgebrochen: Lesen Sie das Engine-Protokoll (ist sie abgestürzt?).</translation>
    </message>
    <message>
        <source>Read the engine log; the model produced nothing for a plain prompt.</source>
        <translation>Lesen Sie das Engine-Protokoll; das Modell hat auf eine einfache Eingabe nichts erzeugt.</translation>
    </message>
    <message>
        <source>engine log: {line}</source>
        <translation>Engine-Protokoll: {line}</translation>
    </message>
    <message>
        <source> (attached: the engine log is unavailable)</source>
        <translation> (verbunden: Engine-Protokoll nicht verfügbar)</translation>
    </message>
    <message>
        <source>{what} {cost}</source>
        <comment>two sentences: what was seen, what it costs</comment>
        <translation>{what} {cost}</translation>
    </message>
    <message>
        <source>No evidence: {what}</source>
        <translation>Kein Nachweis: {what}</translation>
    </message>
    <message>
        <source>Waiting for evidence.</source>
        <translation>Warten auf Nachweise.</translation>
    </message>
    <message>
        <source>engine: {why}</source>
        <translation>Engine: {why}</translation>
    </message>
    <message>
        <source>Fix what stopped the engine first (see the Engine row), then start it again.</source>
        <translation>Beheben Sie zuerst, was die Engine gestoppt hat (siehe Zeile Engine), und lassen Sie sie dann erneut starten.</translation>
    </message>
    <message>
        <source>GET /health -&gt; 200 after {seconds} s</source>
        <translation>GET /health -&gt; 200 nach {seconds} s</translation>
    </message>
    <message>
        <source>The engine became ready, then crashed: {why}</source>
        <translation>Die Engine wurde bereit und ist dann abgestürzt: {why}</translation>
    </message>
    <message>
        <source>The engine answers /health after {seconds} s.</source>
        <translation>Die Engine beantwortet /health nach {seconds} s.</translation>
    </message>
    <message>
        <source>The engine answers /health.</source>
        <translation>Die Engine beantwortet /health.</translation>
    </message>
    <message>
        <source>The engine never became ready.</source>
        <translation>Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>Waiting for the engine to become ready.</source>
        <translation>Warten, bis die Engine bereit ist.</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine chose another MoE kernel.</source>
        <translation>Humming wurde umgangen: Die Engine hat einen anderen MoE-Kernel gewählt.</translation>
    </message>
    <message>
        <source>Humming was bypassed: the engine log names another MoE kernel.</source>
        <translation>Humming wurde umgangen: Das Engine-Protokoll nennt einen anderen MoE-Kernel.</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line</source>
        <translation>Engine-Protokoll: keine Zeile 'for humming moe'</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel although it chose Humming.</source>
        <translation>Humming läuft nie: Die Engine hat ihre MoE-Schichten für einen anderen Kernel gebaut, obwohl sie Humming gewählt hat.</translation>
    </message>
    <message>
        <source>Humming never runs: the engine built its MoE layers for another kernel.</source>
        <translation>Humming läuft nie: Die Engine hat ihre MoE-Schichten für einen anderen Kernel gebaut.</translation>
    </message>
    <message>
        <source>the engine did not answer when asked which settings it runs with.</source>
        <translation>die Engine hat auf die Frage, mit welchen Einstellungen sie läuft, nicht geantwortet.</translation>
    </message>
    <message>
        <source>/server_info did not answer ({error})</source>
        <translation>/server_info hat nicht geantwortet ({error})</translation>
    </message>
    <message>
        <source>Read the engine log; the engine may be overloaded.</source>
        <translation>Lesen Sie das Engine-Protokoll; die Engine ist vielleicht überlastet.</translation>
    </message>
    <message>
        <source>the engine's resolved settings were never read.</source>
        <translation>die aufgelösten Einstellungen der Engine wurden nie gelesen.</translation>
    </message>
    <message>
        <source>the engine does not say which MoE kernel it chose (this engine version does not report it).</source>
        <translation>die Engine sagt nicht, welchen MoE-Kernel sie gewählt hat (diese Engine-Version meldet das nicht).</translation>
    </message>
    <message>
        <source>The engine resolved the Humming backend; waiting for the probe.</source>
        <translation>Die Engine hat das Humming-Backend aufgelöst; warte auf die Testgenerierung.</translation>
    </message>
    <message>
        <source>The engine chose Humming, but no MoE layer ever ran it in a real generation.</source>
        <translation>Die Engine hat Humming gewählt, aber keine MoE-Schicht hat es in einer echten Generierung ausgeführt.</translation>
    </message>
    <message>
        <source>engine log: no 'for humming moe' line after the probe generation</source>
        <translation>Engine-Protokoll: keine Zeile 'for humming moe' nach der Testgenerierung</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine's own Humming line){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend und der eigenen Humming-Zeile der Engine){attached}.</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend and the engine extension's report){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend und dem Bericht der Engine-Erweiterung){attached}.</translation>
    </message>
    <message>
        <source>Humming runs the MoE layers (by the resolved backend){attached}.</source>
        <translation>Humming führt die MoE-Schichten aus (laut aufgelöstem Backend){attached}.</translation>
    </message>
    <message>
        <source>The engine was started with the FP32 output head as well, which rules out the FP8 head.</source>
        <translation>Die Engine wurde zusätzlich mit dem FP32-Ausgabe-Head gestartet, was den FP8-Head ausschließt.</translation>
    </message>
    <message>
        <source>Turn off the FP32 LM head in Settings &gt; Optimizations. Ling Desk never turns both on; a custom launcher or config file did.</source>
        <translation>Schalten Sie den FP32-LM-Head unter Einstellungen &gt; Optimierungen aus. Ling Desk schaltet nie beide ein; das war ein eigener Starter oder eine Konfigurationsdatei.</translation>
    </message>
    <message>
        <source>/server_info shows enable_fp32_lm_head=true: the engine got --enable-fp32-lm-head.</source>
        <translation>/server_info zeigt enable_fp32_lm_head=true: Die Engine hat --enable-fp32-lm-head bekommen.</translation>
    </message>
    <message>
        <source>it is {dtype}</source>
        <translation>er ist {dtype}</translation>
    </message>
    <message>
        <source>its type is not FP8</source>
        <translation>sein Typ ist nicht FP8</translation>
    </message>
    <message>
        <source>Rank 0's head is FP8, but rank {ranks} reports its shard of the head is not.</source>
        <translation>Der Head von Rank 0 ist FP8, aber Rank {ranks} meldet, dass sein Teil des Heads es nicht ist.</translation>
    </message>
    <message>
        <source>Turned off to test NEXTN: with the FP8 head on, NEXTN's accept length was {accept} at the previous start.</source>
        <translation>Ausgeschaltet, um NEXTN zu testen: Mit FP8-Head lag die Akzeptanzlänge von NEXTN beim letzten Start bei {accept}.</translation>
    </message>
    <message>
        <source>report error: {error}</source>
        <translation>Berichtsfehler: {error}</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head: Ling Desk's part inside the engine failed there.</source>
        <translation>Nichts in der Engine hat über den Ausgabe-Head berichtet: Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Nothing inside the engine reported on the output head.</source>
        <translation>Nichts in der Engine hat über den Ausgabe-Head berichtet.</translation>
    </message>
    <message>
        <source>an unknown dtype</source>
        <translation>einem unbekannten Datentyp</translation>
    </message>
    <message>
        <source>the engine's quant method</source>
        <translation>die Quantisierungsmethode der Engine</translation>
    </message>
    <message>
        <source>quant method {method} left the head in {dtype}</source>
        <translation>die Quantisierungsmethode {method} hat den Head in {dtype} belassen</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine: Ling Desk's part inside the engine failed there.</source>
        <translation>Der geladene Ausgabe-Head ist nicht FP8, wie aus der Engine gemeldet: Der Teil von Ling Desk in der Engine ist dort fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The loaded output head is not FP8, reported from inside the engine ({why}).</source>
        <translation>Der geladene Ausgabe-Head ist nicht FP8, wie aus der Engine gemeldet ({why}).</translation>
    </message>
    <message>
        <source>The engine's FP8 log line was only a claim.</source>
        <translation>Die FP8-Zeile im Engine-Protokoll war nur eine Behauptung.</translation>
    </message>
    <message>
        <source>engine extension: {error}</source>
        <translation>Engine-Erweiterung: {error}</translation>
    </message>
    <message>
        <source>The engine reports an FP8 head; waiting for its resolved settings.</source>
        <translation>Die Engine meldet einen FP8-Head; warte auf ihre aufgelösten Einstellungen.</translation>
    </message>
    <message>
        <source>The loaded LM head is {dtype} with {method} ({kernel} kernel), reported from inside the engine.</source>
        <translation>Der geladene LM-Head ist {dtype} mit {method} ({kernel}-Kernel), wie aus der Engine gemeldet.</translation>
    </message>
    <message>
        <source>an FP8 method</source>
        <translation>einer FP8-Methode</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>The output head stayed BF16: Ling Desk's part inside the engine does not work with this engine version.</source>
        <translation>Der Ausgabe-Head blieb BF16: Der Teil von Ling Desk in der Engine funktioniert mit dieser Engine-Version nicht.</translation>
    </message>
    <message>
        <source>unreadable engine extension report: {errors}</source>
        <translation>unlesbarer Bericht der Engine-Erweiterung: {errors}</translation>
    </message>
    <message>
        <source>Not provable remotely: the proof is the engine extension's in-engine report on the loaded head, printed in the log of an engine Ling Desk did not start; no server field shows the head's dtype.</source>
        <translation>Aus der Ferne nicht beweisbar: Der Nachweis ist der Bericht der Engine-Erweiterung über den geladenen Head, geschrieben ins Protokoll einer Engine, die Ling Desk nicht gestartet hat; kein Serverfeld zeigt den Datentyp des Heads.</translation>
    </message>
    <message>
        <source>Nothing is wrong as far as can be seen from here. To prove the FP8 head, check the engine on its own machine, where Ling Desk starts it and reads its log.</source>
        <translation>Von hier aus ist nichts falsch zu sehen. Um den FP8-Head nachzuweisen, prüfen Sie die Engine auf ihrem eigenen Rechner, wo Ling Desk sie startet und ihr Protokoll liest.</translation>
    </message>
    <message>
        <source>Run `ling-desk check` on that machine.</source>
        <translation>Führen Sie `ling-desk check` auf diesem Rechner aus.</translation>
    </message>
    <message>
        <source>Waiting for evidence (attached: no engine log).</source>
        <translation>Warten auf Nachweise (verbunden: kein Engine-Protokoll).</translation>
    </message>
    <message>
        <source>The engine says its output head is FP8, but this engine version leaves it in BF16 and nothing inside the engine confirmed it.</source>
        <translation>Die Engine behauptet, ihr Ausgabe-Head sei FP8, aber diese Engine-Version belässt ihn in BF16, und nichts in der Engine hat es bestätigt.</translation>
    </message>
    <message>
        <source>engine environment: fp8_lm_head_native=false (released 0.5.23's Fp8Config leaves ParallelLMHead in BF16)</source>
        <translation>Engine-Umgebung: fp8_lm_head_native=false (die Fp8Config des veröffentlichten 0.5.23 belässt ParallelLMHead in BF16)</translation>
    </message>
    <message>
        <source>The engine claims an FP8 head; waiting for the live checks.</source>
        <translation>Die Engine behauptet einen FP8-Head; warte auf die Live-Prüfungen.</translation>
    </message>
    <message>
        <source>preflight found native FP8-head support</source>
        <translation>die Vorabprüfung fand native FP8-Head-Unterstützung</translation>
    </message>
    <message>
        <source>Ling Desk could not inspect the engine environment</source>
        <translation>Ling Desk konnte die Engine-Umgebung nicht prüfen</translation>
    </message>
    <message>
        <source>The FP8 head rests on the engine's log claim ({basis}); no report from inside the engine confirms the loaded head.</source>
        <translation>Der FP8-Head beruht auf der Behauptung im Engine-Protokoll ({basis}); kein Bericht aus der Engine bestätigt den geladenen Head.</translation>
    </message>
    <message>
        <source>engine log: no LING_DESK_ENGINE_REPORT line (the extension did not load)</source>
        <translation>Engine-Protokoll: keine Zeile LING_DESK_ENGINE_REPORT (die Erweiterung wurde nicht geladen)</translation>
    </message>
    <message>
        <source>Waiting for the engine's report on the loaded head.</source>
        <translation>Warten auf den Bericht der Engine über den geladenen Head.</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported (Ling Desk's part inside the engine did not load).</source>
        <translation>Die Engine hat den FP8-Head ignoriert: Sie hat nie gemeldet, einen erzeugt zu haben, und nichts in ihr hat berichtet (der Teil von Ling Desk in der Engine wurde nicht geladen).</translation>
    </message>
    <message>
        <source>The engine ignored the FP8 head: it never said it made one, and nothing inside it reported.</source>
        <translation>Die Engine hat den FP8-Head ignoriert: Sie hat nie gemeldet, einen erzeugt zu haben, und nichts in ihr hat berichtet.</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line (ling_desk_engine_ext was not loaded)</source>
        <translation>Engine-Protokoll: keine Zeile 'Online FP8 quantization enabled for lm_head.' ({env} ignoriert) und keine Zeile LING_DESK_ENGINE_REPORT (ling_desk_engine_ext wurde nicht geladen)</translation>
    </message>
    <message>
        <source>engine log: no 'Online FP8 quantization enabled for lm_head.' line ({env} ignored) and no LING_DESK_ENGINE_REPORT line</source>
        <translation>Engine-Protokoll: keine Zeile 'Online FP8 quantization enabled for lm_head.' ({env} ignoriert) und keine Zeile LING_DESK_ENGINE_REPORT</translation>
    </message>
    <message>
        <source>the engine does not say whether it runs NEXTN (this engine version does not report it).</source>
        <translation>die Engine sagt nicht, ob sie NEXTN ausführt (diese Engine-Version meldet das nicht).</translation>
    </message>
    <message>
        <source>{steps} steps, topk {topk}, {tokens} draft tokens</source>
        <translation>{steps} Schritte, topk {topk}, {tokens} Entwurfstokens</translation>
    </message>
    <message>
        <source>The engine runs without NEXTN's drafts.</source>
        <translation>Die Engine läuft ohne die Entwürfe von NEXTN.</translation>
    </message>
    <message>
        <source>Ling Desk asks for NEXTN multi-token prediction, but the engine runs without it: a custom launcher or config file turned it off, or this SGLang dropped it. Read the engine log.</source>
        <translation>Ling Desk fordert NEXTN-Multi-Token-Vorhersage an, aber die Engine läuft ohne: Ein eigener Starter oder eine Konfigurationsdatei hat sie ausgeschaltet, oder dieses SGLang hat sie fallen gelassen. Lesen Sie das Engine-Protokoll.</translation>
    </message>
    <message>
        <source>Ling Desk passes --speculative-algorithm NEXTN (the engine resolves it to EAGLE).</source>
        <translation>Ling Desk übergibt --speculative-algorithm NEXTN (die Engine löst es zu EAGLE auf).</translation>
    </message>
    <message>
        <source>NEXTN runs with other settings than the recipe's, so its published speed does not hold.</source>
        <translation>NEXTN läuft mit anderen Einstellungen als im Rezept, daher gilt seine veröffentlichte Geschwindigkeit nicht.</translation>
    </message>
    <message>
        <source>Published on DGX Spark with the recipe's: {tps} tok/s.</source>
        <translation>Veröffentlicht für DGX Spark mit den Werten des Rezepts: {tps} tok/s.</translation>
    </message>
    <message>
        <source>differs: {list}</source>
        <translation>weicht ab: {list}</translation>
    </message>
    <message>
        <source>Let Ling Desk set the NEXTN steps and draft tokens (Settings &gt; Optimizations): a custom launcher or config file changed them.</source>
        <translation>Lassen Sie Ling Desk die NEXTN-Schritte und Entwurfstokens festlegen (Einstellungen &gt; Optimierungen): Ein eigener Starter oder eine Konfigurationsdatei hat sie geändert.</translation>
    </message>
    <message>
        <source>Ling Desk passes {depth} (--speculative-num-steps, --speculative-eagle-topk, --speculative-num-draft-tokens).</source>
        <translation>Ling Desk übergibt {depth} (--speculative-num-steps, --speculative-eagle-topk, --speculative-num-draft-tokens).</translation>
    </message>
    <message>
        <source>NEXTN is resolved; waiting for the probe's accept length.</source>
        <translation>NEXTN ist aufgelöst; warte auf die Akzeptanzlänge der Testgenerierung.</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe generation failed ({error}).</source>
        <translation>Kein Nachweis, dass Entwürfe angenommen werden: Die Testgenerierung ist fehlgeschlagen ({error}).</translation>
    </message>
    <message>
        <source>No evidence that drafts are accepted: the probe's stream carried no spec_tokens_details.</source>
        <translation>Kein Nachweis, dass Entwürfe angenommen werden: Der Stream der Testgenerierung enthielt keine spec_tokens_details.</translation>
    </message>
    <message>
        <source>Fix the probe's failure (see Probe generation), then check again.</source>
        <translation>Beheben Sie den Fehler der Testgenerierung (siehe Testgenerierung) und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted with the FP8 head off: accept length {accept}, against {before} with it on at the previous start. The FP8 head was the cause; it stays off.</source>
        <translation>NEXTN-Entwürfe werden mit ausgeschaltetem FP8-Head angenommen: Akzeptanzlänge {accept}, gegenüber {before} mit Head beim letzten Start. Der FP8-Head war die Ursache; er bleibt aus.</translation>
    </message>
    <message>
        <source>NEXTN drafts are accepted: accept length {accept} with EAGLE, {depth}{attached}.</source>
        <translation>NEXTN-Entwürfe werden angenommen: Akzeptanzlänge {accept} mit EAGLE, {depth}{attached}.</translation>
    </message>
    <message>
        <source>{measured} Cause, reported from inside the engine: the draft does not share the FP8 output head, so it reads it wrongly.</source>
        <translation>{measured} Ursache, aus der Engine gemeldet: Der Entwurf teilt den FP8-Ausgabe-Head nicht und liest ihn daher falsch.</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown: nothing inside the engine reported on the draft. One known cause is the FP8 head; one restart without it tells.</source>
        <translation>{measured} Die Ursache ist unbekannt: Nichts in der Engine hat über den Entwurf berichtet. Eine bekannte Ursache ist der FP8-Head; ein Neustart ohne ihn zeigt es.</translation>
    </message>
    <message>
        <source>{measured} The FP8 head is not the cause: with it off the drafts are still rejected (accept length {before} with it on at the previous start). The cause is unknown.</source>
        <translation>{measured} Der FP8-Head ist nicht die Ursache: Ohne ihn werden die Entwürfe weiter verworfen (Akzeptanzlänge {before} mit Head beim letzten Start). Die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>{measured} The draft shares the output head, so the FP8 head is not the cause; the cause is unknown.</source>
        <translation>{measured} Der Entwurf teilt den Ausgabe-Head, also ist der FP8-Head nicht die Ursache; die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>{measured} The cause is unknown.</source>
        <translation>{measured} Die Ursache ist unbekannt.</translation>
    </message>
    <message>
        <source>No draft token was accepted: accept length {accept}, one token per step as without NEXTN (published: {published}).</source>
        <translation>Kein Entwurfstoken wurde angenommen: Akzeptanzlänge {accept}, ein Token pro Schritt wie ohne NEXTN (veröffentlicht: {published}).</translation>
    </message>
    <message>
        <source>Almost every draft token is rejected: accept length {accept}, {per_100} accepted per 100 steps where the published {published} means {normal}.</source>
        <translation>Fast jedes Entwurfstoken wird verworfen: Akzeptanzlänge {accept}, {per_100} angenommen pro 100 Schritte, wo die veröffentlichten {published} für {normal} stehen.</translation>
    </message>
    <message>
        <source>Not run: the engine never became ready.</source>
        <translation>Nicht ausgeführt: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>The probe generation never ran.</source>
        <translation>Die Testgenerierung lief nie.</translation>
    </message>
    <message>
        <source>Waiting to run the probe generation.</source>
        <translation>Warten auf die Testgenerierung.</translation>
    </message>
    <message>
        <source>The probe generation failed: {error}</source>
        <translation>Die Testgenerierung ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Generated {what}.</source>
        <translation>Erzeugt: {what}.</translation>
    </message>
    <message>
        <source>Not measured: the engine never became ready.</source>
        <translation>Nicht gemessen: Die Engine wurde nie bereit.</translation>
    </message>
    <message>
        <source>probe: decode {tps} tok/s (client)</source>
        <translation>Testgenerierung: Decode {tps} tok/s (Client)</translation>
    </message>
    <message>
        <source>Not measured: the probe produced no decode speed.</source>
        <translation>Nicht gemessen: Die Testgenerierung ergab keine Decode-Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Waiting for the probe's decode speed.</source>
        <translation>Warten auf die Decode-Geschwindigkeit der Testgenerierung.</translation>
    </message>
    <message>
        <source>{tps} tok/s measured; no expected figure for {gpu}, so not judged.</source>
        <translation>{tps} tok/s gemessen; für {gpu} gibt es keinen erwarteten Wert, daher keine Bewertung.</translation>
    </message>
    <message>
        <source>expected on {gpu}: ~{tps} tok/s</source>
        <translation>erwartet auf {gpu}: ~{tps} tok/s</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s is far below the ~{expected} tok/s expected on {gpu}.</source>
        <translation>Decode mit {tps} tok/s liegt weit unter den auf {gpu} erwarteten ~{expected} tok/s.</translation>
    </message>
    <message>
        <source>Look at the optimization checks above and close other programs that use the GPU; then check whether the GPU is throttled (running at lower clocks).</source>
        <translation>Sehen Sie sich die Optimierungsprüfungen oben an und schließen Sie andere Programme, die die GPU nutzen; prüfen Sie dann, ob die GPU gedrosselt ist (mit niedrigerem Takt läuft).</translation>
    </message>
    <message>
        <source>`nvidia-smi -q -d PERFORMANCE` shows the clocks and any throttling.</source>
        <translation>`nvidia-smi -q -d PERFORMANCE` zeigt die Takte und jede Drosselung.</translation>
    </message>
    <message>
        <source>Decode at {tps} tok/s (~{expected} expected).</source>
        <translation>Decode mit {tps} tok/s (~{expected} erwartet).</translation>
    </message>
    <message>
        <source>No evidence.</source>
        <translation>Kein Nachweis.</translation>
    </message>
    <message>
        <source>Read the engine log; run the check again.</source>
        <translation>Lesen Sie das Engine-Protokoll; führen Sie die Prüfung erneut aus.</translation>
    </message>
    <message>
        <source>--timeout must be a positive number of seconds, not {value}</source>
        <translation>--timeout muss eine positive Anzahl Sekunden sein, nicht {value}</translation>
    </message>
    <message>
        <source>--attach needs an engine URL like http://127.0.0.1:30000, not {url}</source>
        <translation>--attach braucht eine Engine-URL wie http://127.0.0.1:30000, nicht {url}</translation>
    </message>
    <message>
        <source>--attach checks a running engine and --launcher starts one: give only one of them</source>
        <translation>--attach prüft eine laufende Engine und --launcher startet eine: Geben Sie nur eines davon an</translation>
    </message>
    <message>
        <source>--keep-running keeps an engine Ling Desk starts; with --attach nothing is started</source>
        <translation>--keep-running lässt eine von Ling Desk gestartete Engine weiterlaufen; mit --attach wird nichts gestartet</translation>
    </message>
    <message>
        <source>the engine URL carries a user name or password before '@' ({url} without them): Ling Desk never sends those. Give the URL without them; the engine's key goes as a Bearer token (Settings &gt; Engine &gt; Key, or {variable})</source>
        <translation>die Engine-URL enthält vor „@“ einen Benutzernamen oder ein Passwort ({url} ohne sie): Ling Desk sendet so etwas nie. Geben Sie die URL ohne sie an; der Schlüssel der Engine geht als Bearer-Token mit (Einstellungen &gt; Engine &gt; Schlüssel, oder {variable})</translation>
    </message>
    <message>
        <source>{url} is neither loopback nor https, so the key saved for it is not sent there in clear text. Use the server's https address, or set {variable}.</source>
        <translation>{url} ist weder Loopback noch https, daher wird der dafür gespeicherte Schlüssel nicht im Klartext dorthin gesendet. Verwenden Sie die https-Adresse des Servers oder setzen Sie {variable}.</translation>
    </message>
    <message>
        <source>no key for {url}: nothing is sent as its key (set {variable} to the server's --api-key if it has one)</source>
        <translation>kein Schlüssel für {url}: Es wird kein Schlüssel gesendet (setzen Sie {variable} auf den --api-key des Servers, falls er einen hat)</translation>
    </message>
    <message>
        <source>preflight failed ({checks}); fix that, or pass --ignore-preflight to launch anyway</source>
        <translation>Vorabprüfung fehlgeschlagen ({checks}); beheben Sie das oder starten Sie mit --ignore-preflight trotzdem</translation>
    </message>
    <message>
        <source>Start the engine, or check the URL and port you gave.</source>
        <translation>Starten Sie die Engine oder prüfen Sie die angegebene URL und den Port.</translation>
    </message>
    <message>
        <source>GET {url}/health: no 200 answer</source>
        <translation>GET {url}/health: keine Antwort mit 200</translation>
    </message>
    <message>
        <source>The URL is the one given to --attach.</source>
        <translation>Die URL ist die an --attach übergebene.</translation>
    </message>
    <message>
        <source>The engine could not be launched: {error}</source>
        <translation>Die Engine konnte nicht gestartet werden: {error}</translation>
    </message>
    <message>
        <source>Fix the settings named above, then check again.</source>
        <translation>Korrigieren Sie die oben genannten Einstellungen und prüfen Sie dann erneut.</translation>
    </message>
    <message>
        <source>--keep-running applies to one-machine engines; both ranks stop after it</source>
        <translation>--keep-running gilt nur für Engines auf einer Maschine; beide Ranks stoppen danach</translation>
    </message>
    <message>
        <source>Check the launcher.</source>
        <translation>Prüfen Sie den Starter.</translation>
    </message>
    <message>
        <source>the engine keeps running at {url} (pid {pid}); stop it with `kill -INT -- -{pid}`; its API key (new at every launch) is in {file} (readable by you only), and `ling-desk check --attach {url}` on this folder finds it there</source>
        <translation>die Engine läuft unter {url} weiter (PID {pid}); stoppen Sie sie mit `kill -INT -- -{pid}`; ihr API-Schlüssel (bei jedem Start neu) liegt in {file} (nur für Sie lesbar), und `ling-desk check --attach {url}` auf diesem Ordner findet ihn dort</translation>
    </message>
    <message>
        <source>detail: {detail}</source>
        <translation>Details: {detail}</translation>
    </message>
    <message>
        <source>FAILED: {failed} of {total} checks ({ids})</source>
        <translation>FEHLGESCHLAGEN: {failed} von {total} Prüfungen ({ids})</translation>
    </message>
    <message>
        <source>OK: nothing failed ({n} warnings)</source>
        <translation>OK: nichts fehlgeschlagen ({n} Warnungen)</translation>
    </message>
    <message>
        <source>OK: nothing failed</source>
        <translation>OK: nichts fehlgeschlagen</translation>
    </message>
    <message>
        <source>note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <source>(the engine printed nothing)</source>
        <translation>(die Engine hat nichts ausgegeben)</translation>
    </message>
    <message>
        <source>The engine did not become ready within {seconds} s (timeout); its last log line: {line}</source>
        <translation>Die Engine wurde nicht innerhalb von {seconds} s bereit (Zeitüberschreitung); ihre letzte Protokollzeile: {line}</translation>
    </message>
    <message>
        <source>Read the engine log: a first start compiles kernels and captures CUDA graphs, which takes minutes. If it was still making progress, raise the ready timeout in Settings &gt; Engine; if it hung, restart it.</source>
        <translation>Lesen Sie das Engine-Protokoll: Ein erster Start kompiliert Kernel und erfasst CUDA-Graphen, das dauert Minuten. Ging es noch voran, erhöhen Sie die Bereitschaftsfrist unter Einstellungen &gt; Engine; hing sie, starten Sie sie neu.</translation>
    </message>
    <message>
        <source>On the command line the ready timeout is --timeout.</source>
        <translation>Auf der Kommandozeile ist die Bereitschaftsfrist --timeout.</translation>
    </message>
    <message>
        <source>The engine {how}.</source>
        <translation>Die Engine: {how}.</translation>
    </message>
    <message>
        <source>Waiting for the engine to be ready.</source>
        <translation>Warten, bis die Engine bereit ist.</translation>
    </message>
    <message>
        <source>Not run: {why}</source>
        <translation>Nicht ausgeführt: {why}</translation>
    </message>
    <message>
        <source>the probe generation failed, so a tool request cannot be answered either.</source>
        <translation>die Testgenerierung ist fehlgeschlagen, also kann auch eine Tool-Anfrage nicht beantwortet werden.</translation>
    </message>
    <message>
        <source>The tool-call probe got an answer it could not read: {error}</source>
        <translation>Die Tool-Aufruf-Probe bekam eine Antwort, die sie nicht lesen konnte: {error}</translation>
    </message>
    <message>
        <source>Restart the engine from Ling Desk, which starts it with Ling's tool-call parser; until then the chat says tools are unavailable instead of showing the raw call.</source>
        <translation>Neustart der Engine aus Ling Desk, das sie mit dem Tool-Aufruf-Parser von Ling startet; bis dahin sagt der Chat, dass Tools nicht verfügbar sind, statt den rohen Aufruf zu zeigen.</translation>
    </message>
    <message>
        <source>The engine needs --tool-call-parser ling3 (SGLang 0.5.23's parser for Ling's &lt;tool_call&gt; format); an attached engine must be started with it.</source>
        <translation>Die Engine braucht --tool-call-parser ling3 (den Parser von SGLang 0.5.23 für das &lt;tool_call&gt;-Format von Ling); eine verbundene Engine muss damit gestartet werden.</translation>
    </message>
    <message>
        <source>Tools may be unavailable; the engine log may say why.</source>
        <translation>Tools sind vielleicht nicht verfügbar; das Engine-Protokoll nennt womöglich den Grund.</translation>
    </message>
    <message>
        <source>Tool calls come back structured.</source>
        <translation>Tool-Aufrufe kommen strukturiert zurück.</translation>
    </message>
    <message>
        <source>A structured call came back, but for {name}, not {wanted}.</source>
        <translation>Ein strukturierter Aufruf kam zurück, aber für {name}, nicht {wanted}.</translation>
    </message>
    <message>
        <source>Tool calls come back as raw &lt;tool_call&gt; text: the engine runs without a working tool-call parser, so tools are unavailable (chatting still works).</source>
        <translation>Tool-Aufrufe kommen als roher &lt;tool_call&gt;-Text zurück: Die Engine läuft ohne funktionierenden Tool-Aufruf-Parser, daher sind Tools nicht verfügbar (Chatten geht weiterhin).</translation>
    </message>
    <message>
        <source>The model answered without calling the probe's tool, so tool calling is not proven.</source>
        <translation>Das Modell hat geantwortet, ohne das Tool der Probe aufzurufen, daher sind Tool-Aufrufe nicht nachgewiesen.</translation>
    </message>
    <message>
        <source>Tools may still work; try one in the chat.</source>
        <translation>Tools funktionieren vielleicht trotzdem; probieren Sie eines im Chat.</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer within {seconds} s.</source>
        <translation>Die Tool-Aufruf-Probe bekam innerhalb von {seconds} s keine Antwort.</translation>
    </message>
    <message>
        <source>The tool-call probe got no answer: {error}</source>
        <translation>Die Tool-Aufruf-Probe bekam keine Antwort: {error}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Engine environment</source>
        <translation>Engine-Umgebung</translation>
    </message>
    <message>
        <source>Engine capabilities</source>
        <translation>Engine-Fähigkeiten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model files</source>
        <translation>Modelldateien</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Freier Speicher</translation>
    </message>
    <message>
        <source>Engine ready</source>
        <translation>Engine bereit</translation>
    </message>
    <message>
        <source>Humming MoE kernels</source>
        <translation>Humming-MoE-Kernel</translation>
    </message>
    <message>
        <source>FP8 LM head</source>
        <translation>FP8-LM-Head</translation>
    </message>
    <message>
        <source>NEXTN multi-token prediction</source>
        <translation>NEXTN-Multi-Token-Vorhersage</translation>
    </message>
    <message>
        <source>Probe generation</source>
        <translation>Testgenerierung</translation>
    </message>
    <message>
        <source>Decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>Tool calls</source>
        <translation>Tool-Aufrufe</translation>
    </message>
    <message>
        <source>Restart without the FP8 head</source>
        <translation>Ohne FP8-Head neu starten</translation>
    </message>
    <message>
        <source>Restart without NEXTN</source>
        <translation>Ohne NEXTN neu starten</translation>
    </message>
    <message>
        <source>Restart: NEXTN off, FP8 head on</source>
        <translation>Neu starten: NEXTN aus, FP8-Head an</translation>
    </message>
    <message>
        <source>Open the set-up step</source>
        <translation>Einrichtungsschritt öffnen</translation>
    </message>
    <message>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
</context>
</TS>
