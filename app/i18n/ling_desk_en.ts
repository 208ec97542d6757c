<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>audit</name>
    <message numerus="yes">
        <source>Checking that the record is whole (%n record(s))…</source>
        <translation>
            <numerusform>Checking that the record is whole (%n record)…</numerusform>
            <numerusform>Checking that the record is whole (%n records)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the activity log… %n record(s) so far.</source>
        <translation>
            <numerusform>Reading the activity log… %n record so far.</numerusform>
            <numerusform>Reading the activity log… %n records so far.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}.</source>
        <translation>
            <numerusform>Exported %n record to {path}.</numerusform>
            <numerusform>Exported %n records to {path}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The record is whole: %n record(s), last {when}.</source>
        <translation>
            <numerusform>The record is whole: %n record, last {when}.</numerusform>
            <numerusform>The record is whole: %n records, last {when}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s) would be erased now: {names}.</source>
        <translation>
            <numerusform>%n conversation would be erased now: {names}.</numerusform>
            <numerusform>%n conversations would be erased now: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>shell</name>
    <message numerus="yes">
        <source>%n change(s) to your chats not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</source>
        <translation>
            <numerusform>%n change to your chats is not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</numerusform>
            <numerusform>%n changes to your chats are not saved yet: {why}. Ling Desk saves them by itself once there is room. If you quit now, they are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n conversation(s).</source>
        <translation>
            <numerusform>Imported %n conversation.</numerusform>
            <numerusform>Imported %n conversations.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erased %n conversation(s) unused for over {days} days (Settings &gt; Privacy).</source>
        <translation>
            <numerusform>Erased %n conversation unused for over {days} days (Settings &gt; Privacy).</numerusform>
            <numerusform>Erased %n conversations unused for over {days} days (Settings &gt; Privacy).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vault</name>
    <message numerus="yes">
        <source>The passphrase was wrong %n time(s); your data stays locked and untouched. Start again, or use the recovery key.</source>
        <translation>
            <numerusform>The passphrase was wrong %n time; your data stays locked and untouched. Start again, or use the recovery key.</numerusform>
            <numerusform>The passphrase was wrong %n times; your data stays locked and untouched. Start again, or use the recovery key.</numerusform>
        </translation>
    </message>
</context>
</TS>
